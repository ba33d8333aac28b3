import type { ApiPage, AuditChainStatus, AuditLogEntryDto } from '@salon/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/download-file';
import { toQueryString } from '../../../lib/query-string';

/** The audit log's filters as the address carries them. */
export interface AuditLogParams {
  q?: string;
  action?: string;
  resource?: string;
  risk?: string;
  outcome?: string;
  actor_id?: string;
  from?: string;
  to?: string;
  page?: string;
}

const KEY = ['admin-audit-log'];

export function useAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: [...KEY, params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AuditLogEntryDto>>(`/admin/security/audit-log${toQueryString(params)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditEntry(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'entry', id],
    queryFn: ({ signal }) =>
      apiRequest<AuditLogEntryDto>(`/admin/security/audit-log/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useAuditActors() {
  return useQuery({
    queryKey: [...KEY, 'actors'],
    queryFn: ({ signal }) =>
      apiRequest<{ id: number; name: string; role: string }[]>('/admin/security/audit-log/actors', {
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useVerifyAuditChain() {
  return useMutation({
    mutationFn: () => apiRequest<AuditChainStatus>('/admin/security/audit-log/verify'),
  });
}

export function downloadAuditLogCsv(params: AuditLogParams): Promise<void> {
  return downloadFromApi(
    `/admin/security/audit-log/export${toQueryString({ ...params, page: undefined })}`,
    'nhat-ky-kiem-toan.csv',
  );
}
