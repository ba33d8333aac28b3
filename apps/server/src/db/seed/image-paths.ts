/**
 * Where each demo picture lives: a path relative to uploads/demo/ in the file store and the URL
 * the server serves it at (uploads/ is served at /api/storage/).
 */
export const DEMO_UPLOADS_FOLDER = 'demo';

export function demoUrl(relPath: string): string {
  return `/api/storage/${DEMO_UPLOADS_FOLDER}/${relPath}`;
}

/** The store key of a demo picture. */
export function demoKey(relPath: string): string {
  return `uploads/${DEMO_UPLOADS_FOLDER}/${relPath}`;
}

export interface GalleryPaths {
  images: string[];
  thumbnails: string[];
}

/** Services have a main picture and a second view. */
export function serviceImagePaths(slug: string): GalleryPaths {
  return {
    images: [`services/${slug}.webp`, `services/${slug}-2.webp`],
    thumbnails: [`services/thumbs/${slug}.webp`, `services/thumbs/${slug}-2.webp`],
  };
}

export function productImagePaths(slug: string): GalleryPaths {
  return {
    images: [`products/${slug}.webp`],
    thumbnails: [`products/thumbs/${slug}.webp`],
  };
}

export function branchImagePath(slug: string): string {
  return `branches/${slug}.webp`;
}

export function categoryImagePath(type: 'service' | 'product', slug: string): string {
  return `categories/${type}-${slug}.webp`;
}

export function avatarImagePath(email: string): string {
  return `avatars/${email.split('@')[0] ?? email}.webp`;
}

export function bannerImagePath(name: string): string {
  return `banners/${name}.webp`;
}

/** A gallery as the JSON columns store it. */
export function galleryColumns(paths: GalleryPaths): {
  image_urls: string;
  thumbnail_urls: string;
} {
  return {
    image_urls: JSON.stringify(paths.images.map(demoUrl)),
    thumbnail_urls: JSON.stringify(paths.thumbnails.map(demoUrl)),
  };
}
