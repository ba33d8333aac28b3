import type { StaticHandlerContext } from 'react-router';
import type { RouteHandle } from './route-area';

/** Vite's `.vite/manifest.json` of the browser build (the parts used here). */
export type ClientManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

/**
 * The head tags a server-drawn page needs for its lazy areas: their styles (so the HTML is
 * styled before any script runs) and their scripts as module preloads (so hydration does not
 * wait for the app to discover them). The entry's own files are in index.html already.
 */
export function routeAssets(
  manifest: ClientManifest,
  matches: StaticHandlerContext['matches'],
  /** The head so far: files it already links are not linked twice. */
  head: string,
): string {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  const seen = new Set<string>();
  for (const match of matches) {
    const area = (match.route.handle as RouteHandle | undefined)?.area;
    if (area) visit(area, seen);
  }
  const fresh = (href: string) => !head.includes(`/${href}"`);
  return (
    [...styles]
      .filter(fresh)
      .map((href) => `<link rel="stylesheet" href="/${href}">`)
      .join('') +
    [...scripts]
      .filter(fresh)
      .map((href) => `<link rel="modulepreload" href="/${href}">`)
      .join('')
  );
}
