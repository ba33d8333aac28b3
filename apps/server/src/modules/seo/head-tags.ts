/** What a page's head says about it. Every value is plain text; escaping happens here. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL; absent on pages that are not indexed. */
  canonical: string | null;
  image: string;
  ogType: 'website' | 'product' | 'article';
  url: string;
  indexable: boolean;
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd: object | null;
  siteName: string;
  /** The SEO tab's keywords; no tag when empty. */
  keywords?: string;
  /** The page's icon (the uploaded favicon or the built-in one). */
  icon?: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON inside a <script>: `<`, `>` and `&` as unicode escapes, so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function iconLink(href: string): string {
  const type = href.endsWith('.svg') ? 'image/svg+xml' : 'image/webp';
  return `<link rel="icon" type="${type}" href="${escapeHtml(href)}" />`;
}

export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.keywords ? meta('name', 'keywords', head.keywords) : '',
    head.icon ? iconLink(head.icon) : '',
    head.indexable ? '' : meta('name', 'robots', 'noindex, nofollow'),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:locale', 'vi_VN'),
    meta('property', 'og:site_name', head.siteName),
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ];
  return `    ${tags.filter(Boolean).join('\n    ')}\n  `;
}
