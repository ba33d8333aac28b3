import type {
  AdminSlider,
  ApiPage,
  SliderDisplayStatus,
  SliderPosition,
  SliderType,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFormRequest, apiRequest } from '../../../lib/api-client';

export interface AdminSliderListParams {
  page: number;
  per_page: number;
  search?: string | undefined;
  type?: SliderType | undefined;
  position?: SliderPosition | undefined;
  status?: SliderDisplayStatus | undefined;
}

const KEY = ['admin-sliders'] as const;

function toQueryString(params: AdminSliderListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

export function useAdminSliders(params: AdminSliderListParams) {
  return useQuery({
    queryKey: [...KEY, params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminSlider>>(`/admin/sliders?${toQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every slider list (admin and storefront) is out of date after a change. */
function useRefreshSliders() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: ['public-sliders'] }),
    ]);
}

/** Creates (no id) or updates a slider from its multipart form. */
export function useSaveSlider() {
  const refresh = useRefreshSliders();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null
        ? apiFormRequest<AdminSlider>('/admin/sliders', form)
        : apiFormRequest<AdminSlider>(`/admin/sliders/${id}`, form, { method: 'PUT' }),
    onSuccess: refresh,
  });
}

export function useToggleSlider() {
  const refresh = useRefreshSliders();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AdminSlider>(`/admin/sliders/${id}/toggle-status`, { method: 'PATCH' }),
    onSuccess: refresh,
  });
}

export function useDeleteSlider() {
  const refresh = useRefreshSliders();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/admin/sliders/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
