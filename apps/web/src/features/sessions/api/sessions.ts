import type { ApiPage, SessionDto, SignInEventDto } from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Whose sessions: the signed-in user's own, or (admins) a staff member's. */
export type SessionScope = { kind: 'own' } | { kind: 'staff'; userId: number };

const sessionsKey = (scope: SessionScope) =>
  scope.kind === 'own' ? ['sessions', 'own'] : ['sessions', 'staff', scope.userId];

export function useSessions(scope: SessionScope) {
  return useQuery({
    queryKey: sessionsKey(scope),
    queryFn: ({ signal }) =>
      apiRequest<SessionDto[]>(
        scope.kind === 'own'
          ? '/auth/sessions'
          : `/admin/security/sessions?user_id=${scope.userId}`,
        { signal },
      ),
  });
}

/** Ends one session (own: `DELETE /api/auth/sessions/:id`; admin: the security route). */
export function useEndSession(scope: SessionScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ ended: number }>(
        scope.kind === 'own' ? `/auth/sessions/${id}` : `/admin/security/sessions/${id}`,
        { method: 'DELETE' },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey(scope) }),
  });
}

/** Own: every other device. Admin: every session of the staff member. */
export function useEndSessions(scope: SessionScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ ended: number }>(
        scope.kind === 'own'
          ? '/auth/sessions'
          : `/admin/security/sessions?user_id=${scope.userId}`,
        { method: 'DELETE' },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey(scope) }),
  });
}

export function useSignInHistory(page: number) {
  return useQuery({
    queryKey: ['sessions', 'sign-ins', page],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<SignInEventDto>>(`/auth/sign-ins?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
