import type {
  AdminSettingsGroup,
  AdminSettingsValues,
  AdminSettingsView,
  BrandingImage,
} from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFormRequest, apiRequest } from '../../../lib/api-client';

const KEY = ['admin-settings'] as const;
const BASE = '/admin/settings';

/** GET /api/admin/settings: every tab's values and its last change. */
export function useAdminSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<AdminSettingsView>(BASE, { signal }),
  });
}

/** After a save the back office and the storefront (public settings) read the new values. */
function useSettingsMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['public-settings'] }),
      ]);
    },
  });
}

/** PUT /api/admin/settings/:group. */
export function useSaveSettingsGroup<G extends AdminSettingsGroup>(group: G) {
  return useSettingsMutation((values: AdminSettingsValues[G]) =>
    apiRequest<AdminSettingsView[G]>(`${BASE}/${group}`, { method: 'PUT', body: values }),
  );
}

/** POST /api/admin/settings/branding/:image (multipart, field "image"). */
export function useUploadBrandingImage() {
  return useSettingsMutation(({ image, file }: { image: BrandingImage; file: File }) => {
    const form = new FormData();
    form.append('image', file);
    return apiFormRequest<AdminSettingsView['branding']>(`${BASE}/branding/${image}`, form);
  });
}

/** DELETE /api/admin/settings/branding/:image: back to the built-in image. */
export function useRemoveBrandingImage() {
  return useSettingsMutation((image: BrandingImage) =>
    apiRequest<AdminSettingsView['branding']>(`${BASE}/branding/${image}`, { method: 'DELETE' }),
  );
}
