import type { DeskAppointmentDetail, DeskBookingInput, PhotoKind } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFormRequest, apiRequest } from '../../../lib/api-client';
import { DESK_KEY } from './desk-queries';

/** After any change: the calendar, the list, the counts and the open detail refetch. */
function useRefreshDesk() {
  const client = useQueryClient();
  return (detail?: DeskAppointmentDetail) => {
    if (detail) client.setQueryData([...DESK_KEY, 'detail', detail.id], detail);
    return client.invalidateQueries({
      queryKey: DESK_KEY,
      predicate: (query) => query.queryKey[2] !== 'detail' || !detail,
    });
  };
}

export type DeskMove =
  | { action: 'confirm' }
  | { action: 'no-show' }
  | { action: 'cancel'; reason: string }
  | {
      action: 'reschedule';
      date: string;
      time: string;
      stylist_id?: number | null;
      note?: string | null;
    };

export function useDeskMove(id: number) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: ({ action, ...body }: DeskMove) =>
      apiRequest<DeskAppointmentDetail>(`/admin/appointments/${id}/${action}`, {
        method: 'PATCH',
        ...(Object.keys(body).length > 0 ? { body } : {}),
      }),
    onSuccess: (detail) => refresh(detail),
  });
}

export interface PhotoFiles {
  before: File[];
  after: File[];
}

function photoForm(files: PhotoFiles, note?: string): FormData {
  const form = new FormData();
  if (note !== undefined) form.append('note', note);
  const kinds: PhotoKind[] = ['before', 'after'];
  for (const kind of kinds) for (const file of files[kind]) form.append(kind, file);
  return form;
}

export function useCompleteAppointment(id: number) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: ({ files, note }: { files: PhotoFiles; note: string }) =>
      apiFormRequest<DeskAppointmentDetail>(
        `/admin/appointments/${id}/complete`,
        photoForm(files, note),
      ),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useAddPhotos(id: number) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (files: PhotoFiles) =>
      apiFormRequest<DeskAppointmentDetail>(`/admin/appointments/${id}/photos`, photoForm(files)),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useRemovePhoto(id: number) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (photoId: number) =>
      apiRequest<DeskAppointmentDetail>(`/admin/appointments/${id}/photos/${photoId}`, {
        method: 'DELETE',
      }),
    onSuccess: (detail) => refresh(detail),
  });
}

export type DeskBookingBody = Omit<DeskBookingInput, 'customer_info'> & {
  customer_info?: { name: string; phone: string; email?: string | null } | null;
};

export function useCreateDeskBooking() {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (body: DeskBookingBody) =>
      apiRequest<DeskAppointmentDetail>('/admin/appointments', { method: 'POST', body }),
    onSuccess: (detail) => refresh(detail),
  });
}
