import type {
  AdminBranch,
  AdminBranchDetail,
  ApiPage,
  BranchInputRaw,
  BranchPerformance,
  BranchRevenueStatistics,
  BranchSort,
  BranchStatistics,
  BranchStatus,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export const ADMIN_BRANCHES_KEY = ['admin', 'branches'] as const;

export interface BranchListParams {
  page: number;
  per_page: number;
  search?: string | undefined;
  status?: BranchStatus | undefined;
  sort_by?: BranchSort | undefined;
  sort_direction?: 'asc' | 'desc' | undefined;
}

export function useBranchList(params: BranchListParams) {
  return useQuery({
    queryKey: [...ADMIN_BRANCHES_KEY, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminBranch>>(`/admin/branches${toQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every branch (a chain has a few), for cards, pickers and the schedule tabs. */
export function useAllBranches() {
  return useQuery({
    queryKey: [...ADMIN_BRANCHES_KEY, 'all'],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminBranch>>('/admin/branches?per_page=100&sort_by=name', { signal }),
    select: (page) => page.data,
  });
}

export function useBranchStatistics() {
  return useQuery({
    queryKey: [...ADMIN_BRANCHES_KEY, 'statistics'],
    queryFn: ({ signal }) => apiRequest<BranchStatistics>('/admin/branches/statistics', { signal }),
  });
}

export function useBranchRevenue() {
  return useQuery({
    queryKey: [...ADMIN_BRANCHES_KEY, 'revenue'],
    queryFn: ({ signal }) =>
      apiRequest<BranchRevenueStatistics>('/admin/branches/revenue', { signal }),
  });
}

export function useBranchPerformance() {
  return useQuery({
    queryKey: [...ADMIN_BRANCHES_KEY, 'performance'],
    queryFn: ({ signal }) =>
      apiRequest<BranchPerformance[]>('/admin/branches/performance', { signal }),
  });
}

export function useBranchDetail(id: number | null) {
  return useQuery({
    queryKey: [...ADMIN_BRANCHES_KEY, 'detail', id],
    queryFn: ({ signal }) => apiRequest<AdminBranchDetail>(`/admin/branches/${id}`, { signal }),
    enabled: id !== null,
  });
}

function useInvalidateBranches() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ADMIN_BRANCHES_KEY }),
      client.invalidateQueries({ queryKey: ['public-branches'] }),
    ]);
}

export function useSaveBranch() {
  const invalidate = useInvalidateBranches();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number | undefined; input: BranchInputRaw }) =>
      id === undefined
        ? apiRequest<AdminBranchDetail>('/admin/branches', { method: 'POST', body: input })
        : apiRequest<AdminBranchDetail>(`/admin/branches/${id}`, { method: 'PUT', body: input }),
    onSuccess: invalidate,
  });
}

export function useBranchStatus() {
  const invalidate = useInvalidateBranches();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: BranchStatus }) =>
      apiRequest<AdminBranchDetail>(`/admin/branches/${id}/status`, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: invalidate,
  });
}

/** DELETE deactivates: the branch and its history stay. */
export function useDeactivateBranch() {
  const invalidate = useInvalidateBranches();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AdminBranchDetail>(`/admin/branches/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
