import type {
  AdminContactBulkInput,
  AdminContactCreateInput,
  AdminContactDetailDto,
  AdminContactUpdateInput,
  ContactBulkResult,
} from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTACTS_KEY } from './contact-keys';

/** A change to contacts refreshes every list, statistic and detail of the desk. */
function useContactMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}

/** POST /api/admin/contacts and PUT /api/admin/contacts/:id */
export function useSaveContact() {
  return useContactMutation(
    ({
      id,
      input,
    }: {
      id?: number | undefined;
      input: AdminContactCreateInput | AdminContactUpdateInput;
    }) =>
      id === undefined
        ? apiRequest<AdminContactDetailDto>('/admin/contacts', { method: 'POST', body: input })
        : apiRequest<AdminContactDetailDto>(`/admin/contacts/${id}`, {
            method: 'PUT',
            body: input,
          }),
  );
}

/** POST /api/admin/contacts/:id/assign */
export function useAssignContact() {
  return useContactMutation(
    ({ id, ...body }: { id: number; assigned_to: number; internal_notes?: string | null }) =>
      apiRequest<AdminContactDetailDto>(`/admin/contacts/${id}/assign`, { method: 'POST', body }),
  );
}

/** POST /api/admin/contacts/:id/reply: the reply goes to the contact's e-mail. */
export function useReplyContact() {
  return useContactMutation(({ id, reply_message }: { id: number; reply_message: string }) =>
    apiRequest<AdminContactDetailDto>(`/admin/contacts/${id}/reply`, {
      method: 'POST',
      body: { reply_message },
    }),
  );
}

/** POST /api/admin/contacts/:id/resolve */
export function useResolveContact() {
  return useContactMutation(
    ({ id, ...body }: { id: number; response_message: string; internal_notes?: string | null }) =>
      apiRequest<AdminContactDetailDto>(`/admin/contacts/${id}/resolve`, { method: 'POST', body }),
  );
}

/** POST /api/admin/contacts/bulk */
export function useBulkContacts() {
  return useContactMutation((body: AdminContactBulkInput) =>
    apiRequest<ContactBulkResult>('/admin/contacts/bulk', { method: 'POST', body }),
  );
}

/** DELETE /api/admin/contacts/:id */
export function useDeleteContact() {
  return useContactMutation((id: number) =>
    apiRequest<null>(`/admin/contacts/${id}`, { method: 'DELETE' }),
  );
}
