import { SLIDER_LIMITS, type PublicSlider, type SliderPosition } from '@salon/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';

const FIVE_MINUTES = 5 * 60_000;

/** The home hero's banners. A failure shows no banners (the page keeps its built-in hero). */
export const homeBannersQuery = queryOptions({
  queryKey: ['public-sliders', 'home-banners'],
  queryFn: ({ signal }) => apiRequest<PublicSlider[]>('/public/sliders/home-banners', { signal }),
  staleTime: FIVE_MINUTES,
  retry: 1,
});

export function useHomeBanners() {
  return useQuery(homeBannersQuery);
}

/** The sliders of one position (about, contact, the service and product lists); a failure shows none. */
export function positionSlidersQuery(position: SliderPosition) {
  return queryOptions({
    queryKey: ['public-sliders', 'position', position],
    queryFn: ({ signal }) =>
      apiRequest<PublicSlider[]>(`/public/sliders/position/${position}`, { signal }),
    staleTime: FIVE_MINUTES,
    retry: 1,
  });
}

export function usePositionSliders(position: SliderPosition) {
  return useQuery(positionSlidersQuery(position));
}

/** The home gallery: ads sliders of the home page, else ads of any position. */
export const gallerySlidersQuery = queryOptions({
  queryKey: ['public-sliders', 'home-gallery'],
  queryFn: async ({ signal }) => {
    const limit = SLIDER_LIMITS.homeGallery;
    const home = await apiRequest<PublicSlider[]>(
      `/public/sliders?type=ads&position=home&limit=${limit}`,
      { signal },
    );
    if (home.length > 0) return home;
    return apiRequest<PublicSlider[]>(`/public/sliders?type=ads&limit=${limit}`, { signal });
  },
  staleTime: FIVE_MINUTES,
  retry: 1,
});

export function useGallerySliders() {
  return useQuery(gallerySlidersQuery);
}

/**
 * Tells the server a slider was clicked. Fire and forget: `keepalive` lets it finish when the
 * click leaves the page, and a failure is of no concern to the visitor.
 */
export function countSliderClick(id: number): void {
  void fetch(`/api/public/sliders/${id}/click`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  }).catch(() => undefined);
}

/**
 * Reports, once per page view and after the page has settled, the sliders it shows. Failures
 * are of no concern to the visitor.
 */
export function useSliderImpressions(ids: readonly number[] | undefined): void {
  const key = ids && ids.length > 0 ? ids.join(',') : '';
  useEffect(() => {
    if (!key) return;
    const timer = window.setTimeout(() => {
      const body = { ids: key.split(',').map(Number).slice(0, SLIDER_LIMITS.impressionsMax) };
      apiRequest('/public/sliders/impressions', { method: 'POST', body }).catch(() => undefined);
    }, 1500);
    return () => window.clearTimeout(timer);
  }, [key]);
}
