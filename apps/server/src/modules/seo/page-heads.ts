import {
  DEFAULT_PAGE_DESCRIPTION,
  metaDescription,
  pageTitle,
  schemaOrgOpeningHours,
  SITE_NAME,
  type PageSeo,
  type PublicBranch,
  type PublicSettings,
  type PublicProductDetail,
  type PublicServiceDetail,
} from '@salon/shared';
import type { PageHead } from './head-tags.js';

/** The site's share image (apps/web/public). */
export const DEFAULT_OG_IMAGE = '/og-image.png';

export function absoluteUrl(base: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function head(base: string, fields: Partial<PageHead> & { url: string }): PageHead {
  return {
    title: pageTitle(undefined),
    description: DEFAULT_PAGE_DESCRIPTION,
    canonical: null,
    image: absoluteUrl(base, DEFAULT_OG_IMAGE),
    ogType: 'website',
    indexable: false,
    jsonLd: null,
    siteName: SITE_NAME,
    ...fields,
  };
}

/** A page of the shared table, at its canonical path (with its structured data, if any). */
export function staticPageHead(
  base: string,
  page: PageSeo,
  jsonLd: object | null = null,
): PageHead {
  const url = absoluteUrl(base, page.paths[0] ?? '/');
  return head(base, {
    title: pageTitle(page.title),
    description: page.description,
    url,
    canonical: page.indexable ? url : null,
    indexable: page.indexable,
    jsonLd,
  });
}

/**
 * The chain's branches as schema.org HairSalon entries, each with `openingHours` from its
 * general working hours (the hours the slot engine books by).
 */
export function salonJsonLd(base: string, branches: readonly PublicBranch[]): object {
  return {
    '@context': 'https://schema.org',
    '@graph': branches.map((branch) => ({
      '@type': 'HairSalon',
      name: branch.name,
      url: absoluteUrl(base, '/lien-he'),
      telephone: branch.phone,
      ...(branch.email ? { email: branch.email } : {}),
      ...(branch.image_url ? { image: absoluteUrl(base, branch.image_url) } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: branch.address,
        addressCountry: 'VN',
      },
      openingHours: schemaOrgOpeningHours(branch.general_hours),
    })),
  };
}

/** The built-in icon (apps/web/public). */
export const DEFAULT_ICON = '/favicon.svg';

/**
 * The admins' settings over a page's head: the home page (and pages with the site's own title)
 * take the SEO title and description; every page the keywords, the company's name and the icon.
 */
export function withSiteSettings(
  head: PageHead,
  site: Pick<PublicSettings, 'seo' | 'company' | 'branding'>,
  isHome: boolean,
): PageHead {
  const ownTitle = head.title === pageTitle(undefined);
  return {
    ...head,
    title: isHome || ownTitle ? site.seo.title : head.title,
    description: isHome ? site.seo.description : head.description,
    keywords: site.seo.keywords,
    siteName: site.company.name,
    icon: site.branding.favicon_url || DEFAULT_ICON,
  };
}

/** Account, admin, unknown pages and items that do not exist: the site's title, not indexed. */
export function genericPageHead(base: string, pathname: string): PageHead {
  return head(base, { url: absoluteUrl(base, pathname) });
}

function itemImage(base: string, urls: string[]): string {
  const first = urls[0];
  return absoluteUrl(base, first ?? DEFAULT_OG_IMAGE);
}

export function serviceHead(base: string, service: PublicServiceDetail): PageHead {
  const url = absoluteUrl(base, `/dich-vu/${encodeURIComponent(service.slug)}`);
  const description =
    metaDescription(service.short_description) ||
    metaDescription(service.description) ||
    DEFAULT_PAGE_DESCRIPTION;
  const image = itemImage(base, service.image_urls);
  return head(base, {
    title: pageTitle(service.name),
    description,
    url,
    canonical: url,
    image,
    indexable: true,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.name,
      description,
      image,
      url,
      serviceType: service.category?.name ?? 'Dịch vụ tóc',
      provider: { '@type': 'HairSalon', name: SITE_NAME, url: absoluteUrl(base, '/') },
      offers: {
        '@type': 'Offer',
        price: service.final_price,
        priceCurrency: 'VND',
        url,
      },
    },
  });
}

export function productHead(base: string, product: PublicProductDetail): PageHead {
  const url = absoluteUrl(base, `/san-pham/${encodeURIComponent(product.slug)}`);
  const description =
    metaDescription(product.short_description) ||
    metaDescription(product.description) ||
    DEFAULT_PAGE_DESCRIPTION;
  const image = itemImage(base, product.image_urls);
  const available = product.sellable && product.stock_status !== 'out_of_stock';
  return head(base, {
    title: pageTitle(product.name),
    description,
    url,
    canonical: url,
    image,
    ogType: 'product',
    indexable: true,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      image: product.image_urls.map((u) => absoluteUrl(base, u)),
      sku: product.sku,
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
      ...(product.rating !== null && product.total_reviews > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating,
              reviewCount: product.total_reviews,
            },
          }
        : {}),
      offers: {
        '@type': 'Offer',
        price: product.final_price,
        priceCurrency: 'VND',
        availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      },
    },
  });
}
