/**
 * The built index.html split around the place where each page's own head tags go. The tags the
 * page sets itself (title, description, canonical, robots, Open Graph, JSON-LD) are taken out of
 * the file once, at start, so every answer is two constant strings and the page's tags.
 */
export interface PageTemplate {
  before: string;
  after: string;
  /** `after` split inside the app's root element, for pages drawn on the server. */
  body: { open: string; close: string } | null;
}

const PAGE_OWN_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name=["'](?:description|robots)["'][^>]*>\s*/gi,
  /<meta\s+property=["']og:[^"']*["'][^>]*>\s*/gi,
  /<link\s+rel=["']canonical["'][^>]*>\s*/gi,
  /<link\s+rel=["']icon["'][^>]*>\s*/gi,
  /<script\s+type=["']application\/ld\+json["'][\s\S]*?<\/script>\s*/gi,
];

export function prepareTemplate(indexHtml: string): PageTemplate {
  let html = indexHtml;
  for (const pattern of PAGE_OWN_TAGS) html = html.replace(pattern, '');
  const at = html.search(/<\/head>/i);
  if (at < 0) return { before: html, after: '', body: null };
  const after = html.slice(at);
  const root = '<div id="root">';
  const inside = after.indexOf(root) + root.length;
  const body =
    inside >= root.length ? { open: after.slice(0, inside), close: after.slice(inside) } : null;
  return { before: html.slice(0, at), after, body };
}
