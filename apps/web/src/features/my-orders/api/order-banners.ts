import type { PublicSlider } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The banners of the 'order' position; a failure shows none. */
export function useOrderBanners() {
  return useQuery({
    queryKey: ['public-sliders', 'position', 'order'],
    queryFn: ({ signal }) =>
      apiRequest<PublicSlider[]>('/public/sliders/position/order', { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
