/**
 * Responsive copies of an uploaded picture. Every image under /api/storage/ can be asked for at
 * one of these widths in AVIF or WebP by a derived name (`photo.jpg` → `photo.w375.avif`); the
 * server makes each copy once (at upload, or on the first request) and serves it from then on.
 * Pictures from elsewhere (a full http address) have no copies.
 */
export const IMAGE_WIDTHS = [375, 750, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

const STORAGE_PREFIX = '/api/storage/';
const VARIANT_NAME = /^(.+)\.w(\d+)\.(avif|webp)$/;

/** True for a picture we store (and so can resize), false for one linked from elsewhere. */
export function hasImageVariants(url: string): boolean {
  return url.startsWith(STORAGE_PREFIX) && /\.(jpe?g|png|webp)$/i.test(url.split('?')[0] ?? '');
}

/** The address of one responsive copy: `/api/storage/a/b.jpg` → `/api/storage/a/b.w375.avif`. */
export function imageVariantUrl(
  url: string,
  width: ImageWidth,
  format: ImageVariantFormat,
): string {
  const path = url.split('?')[0] ?? url;
  return `${path}.w${width}.${format}`.replace(/\.(jpe?g|png|webp)\.w/i, '.w');
}

/** `srcset` of one format: every width up to the picture's own size class. */
export function imageSrcSet(url: string, format: ImageVariantFormat): string {
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width, format)} ${width}w`).join(', ');
}

/**
 * What a variant name asks for, or null when the name is not one: the stored original's name
 * must be found by the caller (any of the original extensions).
 */
export function parseImageVariant(
  fileName: string,
): { stem: string; width: ImageWidth; format: ImageVariantFormat } | null {
  const match = VARIANT_NAME.exec(fileName);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { stem: match[1]!, width: width as ImageWidth, format: match[3] as ImageVariantFormat };
}
