import {
  hasImageVariants,
  IMAGE_VARIANT_FORMATS,
  imageSrcSet,
  type PublicSlider,
} from '@salon/shared';
import { preload } from 'react-dom';

/** Where a banner's own picture for phones takes over. */
export const PHONE_MEDIA = '(max-width: 767px)';
const WIDE_MEDIA = '(min-width: 768px)';

/** The `<source>`s of one picture: AVIF and WebP at every width for ours, the file as is otherwise. */
function sourcesOf(url: string, media?: string) {
  if (!hasImageVariants(url)) return media ? [{ media, srcSet: url }] : [];
  return IMAGE_VARIANT_FORMATS.map((format) => ({
    media,
    type: `image/${format}`,
    srcSet: imageSrcSet(url, format),
    sizes: '100vw',
  }));
}

/**
 * A banner's picture across the full width: its phone picture under 768 px when it has one,
 * each in AVIF or WebP at the width the screen needs. The page's first banner (`priority`) is
 * asked for at once: preloaded from the page's head with high priority, eager and decoded
 * without waiting; every other one loads lazily.
 */
export function BannerSliderPicture({
  banner,
  className,
  width,
  height,
  priority,
}: {
  banner: Pick<PublicSlider, 'image_url' | 'mobile_image_url'>;
  className?: string;
  width: number;
  height: number;
  priority: boolean;
}) {
  const phone = banner.mobile_image_url;
  if (priority) preloadBanner(banner.image_url, phone);
  const sources = [...(phone ? sourcesOf(phone, PHONE_MEDIA) : []), ...sourcesOf(banner.image_url)];
  return (
    <picture>
      {sources.map((source) => (
        <source key={`${source.media ?? ''} ${source.srcSet}`} {...source} />
      ))}
      <img
        className={className}
        src={banner.image_url}
        alt=""
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'low'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}

/** A `<link rel="preload">` in the page's head for the picture the screen will show first. */
function preloadBanner(image: string, phone: string | null) {
  const ask = (url: string, media: string | undefined) => {
    if (!hasImageVariants(url)) {
      preload(url, { as: 'image', fetchPriority: 'high', ...(media ? { media } : {}) });
      return;
    }
    preload(url, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: imageSrcSet(url, 'avif'),
      imageSizes: '100vw',
      fetchPriority: 'high',
      ...(media ? { media } : {}),
    });
  };
  if (phone) {
    ask(phone, PHONE_MEDIA);
    ask(image, WIDE_MEDIA);
  } else {
    ask(image, undefined);
  }
}
