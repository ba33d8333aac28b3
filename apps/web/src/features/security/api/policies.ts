import type { SecurityPolicy, SecurityPolicyKey, SecurityPolicyUpdateInput } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../auth/api/current-user';

const POLICIES_KEY = ['security', 'policies'] as const;

export function useSecurityPolicies() {
  return useQuery({
    queryKey: POLICIES_KEY,
    queryFn: () => apiRequest<SecurityPolicy[]>('/admin/security/policies'),
  });
}

export function useSaveSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...input }: SecurityPolicyUpdateInput & { key: SecurityPolicyKey }) =>
      apiMutation<SecurityPolicy>(`/admin/security/policies/${key}`, input, 'PUT'),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['security'] });
      // A policy may change what the signed-in admin's own session must do (two-factor).
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
