import {
  DEFAULT_PUBLIC_SETTINGS,
  DETAIL_PAGE_PREFIXES,
  indexablePagePaths,
  PAGE_SEO,
  pageSeoAt,
  type PageSeo,
  type PublicBranch,
  type PublicSettings,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import { VersionedCache } from '../catalog/catalog.cache.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { renderHead, type PageHead } from './head-tags.js';
import {
  absoluteUrl,
  genericPageHead,
  productHead,
  salonJsonLd,
  serviceHead,
  staticPageHead,
  withSiteSettings,
} from './page-heads.js';
import type { SeoRepository } from './seo.repository.js';
import { robotsTxt, sitemapXml, type SitemapUrl } from './sitemap-xml.js';

/** Rendered heads of the fixed pages, per site address; bounded because the Host header varies. */
const STATIC_CACHE_LIMIT = 200;

/** Pages that describe the salon itself: their head lists the branches and their hours. */
const SALON_PAGES: readonly PageSeo[] = [PAGE_SEO.home, PAGE_SEO.contact];

/** Every path of the fixed pages, as written in the shared table. */
const FIXED_PAGE_PATHS: ReadonlySet<string> = new Set(
  Object.values(PAGE_SEO as Record<string, PageSeo>).flatMap((page) => page.paths),
);

/** `/dich-vu/cat-toc-nam`: an item's canonical path. */
function itemPath(kind: 'service' | 'product', slug: string): string {
  return `${DETAIL_PAGE_PREFIXES[kind].canonical}${encodeURIComponent(slug)}`;
}

/**
 * What search engines and link previews read: each page's head tags in the HTML the server
 * sends, `/sitemap.xml` and `/robots.txt`. Item pages read the catalogue's cached answers.
 */
export class SeoService {
  readonly #staticHeads = new Map<string, string>();
  readonly #sitemaps: VersionedCache;
  /** Heads of the salon pages, rebuilt when the data (branches, working hours) changes. */
  readonly #salonHeads: VersionedCache;
  readonly #itemPaths: VersionedCache;

  constructor(
    private readonly catalog: CatalogService,
    private readonly repository: SeoRepository,
    /** A token that changes whenever the data may have (the catalogue's data version). */
    dataVersion: () => Promise<string>,
    /** The day the fixed pages last changed (the web app's build). */
    private readonly pagesUpdated: () => string,
    /** The active branches with their hours (the home and contact pages' structured data). */
    private readonly branches: () => Promise<PublicBranch[]> = () => Promise.resolve([]),
    /** The admins' settings (SEO, company, branding) and a token that changes with them. */
    private readonly site: () => Promise<PublicSettings> = () =>
      Promise.resolve(DEFAULT_PUBLIC_SETTINGS),
    private readonly siteVersion: () => Promise<string> = () => Promise.resolve('default'),
  ) {
    this.#sitemaps = new VersionedCache(dataVersion, 20);
    this.#salonHeads = new VersionedCache(dataVersion, STATIC_CACHE_LIMIT);
    this.#itemPaths = new VersionedCache(dataVersion, 1);
  }

  /**
   * Whether `pathname` is one of the site's own page addresses, exactly as written: a fixed
   * page's (any of its paths) or an active service's or product's canonical one.
   */
  async isOwnAddress(pathname: string): Promise<boolean> {
    if (FIXED_PAGE_PATHS.has(pathname)) return true;
    const items = await this.#itemPaths.get('items', async () => {
      const [services, products] = await Promise.all([
        this.repository.activeServices(),
        this.repository.activeProducts(),
      ]);
      return new Set([
        ...services.map((s) => itemPath('service', s.slug)),
        ...products.map((p) => itemPath('product', p.slug)),
      ]);
    });
    return items.has(pathname);
  }

  /** The head tags of the page at `pathname`, for a site at `base` (no trailing slash). */
  async headTags(pathname: string, base: string): Promise<string> {
    const page = pageSeoAt(pathname);
    // Cached heads are keyed by the settings' version: a saved setting shows on the next page.
    const [site, version] = await Promise.all([this.site(), this.siteVersion()]);
    const render = (head: PageHead) =>
      renderHead(withSiteSettings(head, site, page === PAGE_SEO.home));
    if (page && SALON_PAGES.includes(page)) {
      return this.#salonHeads.get(`${version}\n${base}\n${page.paths[0] ?? '/'}`, async () =>
        render(staticPageHead(base, page, salonJsonLd(base, await this.branches()))),
      );
    }
    if (page) {
      const key = `${version}\n${base}\n${pathname}`;
      const cached = this.#staticHeads.get(key);
      if (cached) return cached;
      const html = render(staticPageHead(base, page));
      if (this.#staticHeads.size >= STATIC_CACHE_LIMIT) this.#staticHeads.clear();
      this.#staticHeads.set(key, html);
      return html;
    }
    return render(await this.#itemHead(pathname, base));
  }

  async #itemHead(pathname: string, base: string): Promise<PageHead> {
    const item = detailItem(pathname);
    if (!item) return genericPageHead(base, pathname);
    try {
      return item.kind === 'service'
        ? serviceHead(base, await this.catalog.serviceDetail(item.idOrSlug))
        : productHead(base, await this.catalog.productDetail(item.idOrSlug));
    } catch (error) {
      if (error instanceof AppError) return genericPageHead(base, pathname);
      throw error;
    }
  }

  sitemap(base: string): Promise<string> {
    return this.#sitemaps.get(`sitemap:${base}`, async () => {
      const [services, products] = await Promise.all([
        this.repository.activeServices(),
        this.repository.activeProducts(),
      ]);
      const pagesDay = this.pagesUpdated();
      const urls: SitemapUrl[] = [
        ...indexablePagePaths().map((path) => ({
          loc: absoluteUrl(base, path),
          lastmod: pagesDay,
        })),
        ...services.map((s) => ({
          loc: absoluteUrl(base, itemPath('service', s.slug)),
          lastmod: s.updated_at.slice(0, 10),
        })),
        ...products.map((p) => ({
          loc: absoluteUrl(base, itemPath('product', p.slug)),
          lastmod: p.updated_at.slice(0, 10),
        })),
      ];
      return sitemapXml(urls);
    });
  }

  robots(base: string): string {
    return robotsTxt(absoluteUrl(base, '/sitemap.xml'));
  }
}

/** `/san-pham/dau-goi` -> the product `dau-goi`; anything else -> null. */
function detailItem(pathname: string): { kind: 'service' | 'product'; idOrSlug: string } | null {
  for (const kind of ['service', 'product'] as const) {
    for (const prefix of DETAIL_PAGE_PREFIXES[kind].paths) {
      if (!pathname.startsWith(prefix)) continue;
      const rest = pathname.slice(prefix.length).replace(/\/+$/, '');
      if (!rest || rest.includes('/') || rest.length > 220) return null;
      try {
        return { kind, idOrSlug: decodeURIComponent(rest) };
      } catch {
        return null;
      }
    }
  }
  return null;
}
