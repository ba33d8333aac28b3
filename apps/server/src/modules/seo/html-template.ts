/**
 * The built index.html split around the place where each page's own head tags go. The tags the
 * page sets itself (title, description, canonical, robots, Open Graph, JSON-LD) are taken out of
 * the file once, at start, so every answer is two constant strings and the page's tags.
 */
export interface PageTemplate {
  before: string;
  after: string;
}

const PAGE_OWN_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name=["'](?:description|robots)["'][^>]*>\s*/gi,
  /<meta\s+property=["']og:[^"']*["'][^>]*>\s*/gi,
  /<link\s+rel=["']canonical["'][^>]*>\s*/gi,
  /<script\s+type=["']application\/ld\+json["'][\s\S]*?<\/script>\s*/gi,
];

export function prepareTemplate(indexHtml: string): PageTemplate {
  let html = indexHtml;
  for (const pattern of PAGE_OWN_TAGS) html = html.replace(pattern, '');
  const at = html.search(/<\/head>/i);
  if (at < 0) return { before: html, after: '' };
  return { before: html.slice(0, at), after: html.slice(at) };
}
