import type {
  ApiPage,
  StaffAccountInputRaw,
  StaffChangeResult,
  StaffListQuery,
  StaffMember,
  StaffStatus,
  StylistProfileInputRaw,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFormRequest, apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

const KEY = ['admin', 'staff'] as const;

export type StaffListParams = Partial<Omit<StaffListQuery, 'page' | 'per_page'>> & {
  page: number;
  per_page: number;
};

export function useStaffList(params: StaffListParams) {
  return useQuery({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<StaffMember>>(`/admin/staff${toQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every change refreshes the list (counts and tags follow from the server). */
function useStaffMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSaveStaffAccount() {
  return useStaffMutation(({ id, input }: { id: number; input: StaffAccountInputRaw }) =>
    apiRequest<StaffChangeResult>(`/admin/staff/${id}`, { method: 'PUT', body: input }),
  );
}

export function useStaffStatus() {
  return useStaffMutation(({ id, status }: { id: number; status: StaffStatus }) =>
    apiRequest<StaffChangeResult>(`/admin/staff/${id}/status`, {
      method: 'PATCH',
      body: { status },
    }),
  );
}

export function useSaveStylistProfile() {
  return useStaffMutation(({ id, input }: { id: number; input: StylistProfileInputRaw }) =>
    apiRequest<StaffChangeResult>(`/admin/staff/${id}/stylist-profile`, {
      method: 'PUT',
      body: input,
    }),
  );
}

export function useUploadStaffAvatar() {
  return useStaffMutation(({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('avatar', file);
    return apiFormRequest<StaffMember>(`/admin/staff/${id}/avatar`, form);
  });
}

export function useRemoveStaffAvatar() {
  return useStaffMutation((id: number) =>
    apiRequest<StaffMember>(`/admin/staff/${id}/avatar`, { method: 'DELETE' }),
  );
}
