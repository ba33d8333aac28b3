/** Autoplay steps of the home page's carousels (storefront §9). */
export const HOME_AUTOPLAY = {
  heroMs: 5000,
  testimonialsMs: 5000,
  servicesMs: 4000,
  productsMs: 5000,
} as const;

/** Gallery pictures shown before "see more". */
export const GALLERY_INITIAL = 8;
