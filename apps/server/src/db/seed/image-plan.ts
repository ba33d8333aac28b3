/** Which demo pictures to draw, and at which sizes, derived from the seed data. */
import {
  avatarPicture,
  bannerPicture,
  branchPicture,
  categoryPicture,
  productPicture,
  servicePicture,
  type BannerTheme,
} from './artwork.js';
import { demoStaffEmail } from './accounts.js';
import { BRANCHES, branchSlug } from './branches.js';
import { flattenCategories, PRODUCT_CATEGORIES, SERVICE_CATEGORIES } from './categories.js';
import { productSlug, PRODUCTS } from './catalog-products.js';
import { serviceSlug, SERVICES } from './catalog-services.js';
import {
  avatarImagePath,
  bannerImagePath,
  branchImagePath,
  categoryImagePath,
  demoUrl,
  productImagePaths,
  serviceImagePaths,
} from './image-paths.js';
import type { ImageJob } from './images.js';
import { STYLISTS } from './stylists.js';

const MAIN = { width: 800, height: 600 } as const;
const THUMB = { width: 400, height: 300 } as const;

/** Wide pictures for the home-page slider and promotions, kept for the content seed. */
export const DEMO_BANNERS: readonly { name: string; theme: BannerTheme }[] = [
  { name: 'salon-toc-viet', theme: 'salon' },
  { name: 'mua-nhuom-moi', theme: 'colour' },
  { name: 'phuc-hoi-toc', theme: 'care' },
  { name: 'san-pham-cham-soc-toc', theme: 'shop' },
  { name: 'toc-co-dau', theme: 'bridal' },
];

export function demoBannerUrls(): string[] {
  return DEMO_BANNERS.map((banner) => demoUrl(bannerImagePath(banner.name)));
}

export function planDemoImages(): ImageJob[] {
  const jobs: ImageJob[] = [];

  SERVICES.forEach((service, i) => {
    const slug = serviceSlug(service);
    const paths = serviceImagePaths(slug);
    paths.images.forEach((image, variant) => {
      const thumbnail = paths.thumbnails[variant];
      jobs.push({
        picture: servicePicture(service.motif, i, slug, variant),
        outputs: [
          { relPath: image, ...MAIN },
          ...(thumbnail ? [{ relPath: thumbnail, ...THUMB }] : []),
        ],
      });
    });
  });

  PRODUCTS.forEach((product, i) => {
    const slug = productSlug(product);
    const paths = productImagePaths(slug);
    paths.images.forEach((image, variant) => {
      const thumbnail = paths.thumbnails[variant];
      jobs.push({
        picture: productPicture(product.shape, i + variant * 7, `${slug}#${variant}`),
        outputs: [
          { relPath: image, ...MAIN },
          ...(thumbnail ? [{ relPath: thumbnail, ...THUMB }] : []),
        ],
      });
    });
  });

  BRANCHES.forEach((branch, i) => {
    const slug = branchSlug(branch);
    jobs.push({
      picture: branchPicture(i, slug),
      outputs: [{ relPath: branchImagePath(slug), ...MAIN }],
    });
  });

  const categoryJobs = (
    type: 'service' | 'product',
    tree: typeof SERVICE_CATEGORIES,
    offset: number,
  ): void => {
    flattenCategories(tree).forEach((category, i) => {
      jobs.push({
        picture: categoryPicture(category.seed.art, i + offset, `${type}-${category.slug}`),
        outputs: [{ relPath: categoryImagePath(type, category.slug), width: 600, height: 450 }],
      });
    });
  };
  categoryJobs('service', SERVICE_CATEGORIES, 0);
  categoryJobs('product', PRODUCT_CATEGORIES, 9);

  const avatars = [
    ...STYLISTS.map((stylist) => ({ email: stylist.email, longHair: stylist.gender === 'female' })),
    { email: demoStaffEmail(), longHair: true },
  ];
  avatars.forEach((avatar, i) => {
    jobs.push({
      picture: avatarPicture(i, avatar.email, avatar.longHair),
      outputs: [{ relPath: avatarImagePath(avatar.email), width: 320, height: 320 }],
    });
  });

  DEMO_BANNERS.forEach((banner, i) => {
    jobs.push({
      picture: bannerPicture(banner.theme, i),
      outputs: [{ relPath: bannerImagePath(banner.name), width: 1600, height: 600 }],
    });
  });

  return jobs;
}
