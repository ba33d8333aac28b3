import type {
  ApiPage,
  IncidentDetailDto,
  IncidentDto,
  IncidentRule,
  IncidentSeverity,
  IncidentStatus,
  IncidentUpdate,
  ThreatFiguresDto,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const INCIDENTS_KEY = ['admin-security', 'incidents'] as const;
const BASE = '/admin/security';

export interface IncidentFilters {
  page: number;
  status?: IncidentStatus;
  severity?: IncidentSeverity;
  rule?: IncidentRule;
  search?: string;
}

export function useIncidents(filters: IncidentFilters) {
  const query = new URLSearchParams({ page: String(filters.page) });
  for (const key of ['status', 'severity', 'rule', 'search'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return useQuery({
    queryKey: [...INCIDENTS_KEY, 'list', query.toString()],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<IncidentDto>>(`${BASE}/incidents?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useIncident(id: number | null) {
  return useQuery({
    queryKey: [...INCIDENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiRequest<IncidentDetailDto>(`${BASE}/incidents/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useUpdateIncident(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: IncidentUpdate) =>
      apiRequest<IncidentDetailDto>(`${BASE}/incidents/${id}`, { method: 'PATCH', body: input }),
    onSuccess: (data) => {
      client.setQueryData([...INCIDENTS_KEY, 'detail', id], data);
      void client.invalidateQueries({ queryKey: [...INCIDENTS_KEY, 'list'] });
    },
  });
}

export function useAddIncidentNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<IncidentDetailDto>(`${BASE}/incidents/${id}/notes`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: (data) => client.setQueryData([...INCIDENTS_KEY, 'detail', id], data),
  });
}

export function useThreats() {
  return useQuery({
    queryKey: ['admin-security', 'threats'],
    queryFn: ({ signal }) => apiRequest<ThreatFiguresDto>(`${BASE}/threats`, { signal }),
  });
}
