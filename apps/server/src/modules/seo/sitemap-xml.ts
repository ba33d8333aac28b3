import { escapeHtml } from './head-tags.js';

export interface SitemapUrl {
  loc: string;
  /** YYYY-MM-DD */
  lastmod: string;
}

/** A sitemaps.org urlset. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls
    .map((url) => `  <url><loc>${escapeHtml(url.loc)}</loc><lastmod>${url.lastmod}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /customer/',
    'Disallow: /cart',
    'Disallow: /gio-hang',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
