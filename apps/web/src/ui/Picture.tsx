import { hasImageVariants, imageSrcSet } from '@salon/shared';
import type { ImgHTMLAttributes } from 'react';

export interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'loading'
> {
  src: string;
  alt: string;
  /** How wide the picture is drawn, e.g. '(max-width: 767px) 100vw, 560px'. */
  sizes: string;
  /** The page's largest picture: fetched first and at once. Everything else loads lazily. */
  priority?: boolean;
  width: number;
  height: number;
}

/**
 * A picture of ours in AVIF or WebP at the width the screen needs (the original for browsers
 * that read neither); one from elsewhere as it is. `width`/`height` give the box its shape
 * before the file arrives, so nothing moves.
 */
export function Picture({ src, sizes, priority, ...img }: PictureProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (!hasImageVariants(src)) {
    return (
      <img src={src} loading={loading} fetchPriority={fetchPriority} decoding="async" {...img} />
    );
  }
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(src, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(src, 'webp')} sizes={sizes} />
      <img src={src} loading={loading} fetchPriority={fetchPriority} decoding="async" {...img} />
    </picture>
  );
}
