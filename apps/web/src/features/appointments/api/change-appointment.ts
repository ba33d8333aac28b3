import type { AppointmentDetail } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TIME_SLOTS_KEY } from '../../booking/api/time-slots';
import { appointmentDetailKey } from './appointment-detail';
import { MY_APPOINTMENTS_KEY } from './my-appointments';

/** A change to one appointment: the detail takes the reply; lists, counts and slots load again. */
function useAppointmentChange<V extends { id: number }>(
  request: (variables: V) => Promise<AppointmentDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (detail) => {
      queryClient.setQueryData(appointmentDetailKey(detail.id), detail);
      void queryClient.invalidateQueries({
        queryKey: MY_APPOINTMENTS_KEY,
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== detail.id,
      });
      // A moved or cancelled appointment frees its old slots.
      void queryClient.invalidateQueries({ queryKey: TIME_SLOTS_KEY });
    },
    // A refusal usually means the appointment changed meanwhile: show it as it is now.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY });
    },
  });
}

export interface RescheduleVariables {
  id: number;
  appointment_date: string;
  appointment_time: string;
  notes: string | null;
}

export function useRescheduleAppointment() {
  return useAppointmentChange(({ id, ...body }: RescheduleVariables) =>
    apiRequest<AppointmentDetail>(`/customer/appointments/${id}/reschedule`, {
      method: 'PATCH',
      body,
    }),
  );
}

export function useCancelAppointment() {
  return useAppointmentChange(({ id, reason }: { id: number; reason: string }) =>
    apiRequest<AppointmentDetail>(`/customer/appointments/${id}/cancel`, {
      method: 'PATCH',
      body: { reason },
    }),
  );
}

export function useReviewAppointment() {
  return useAppointmentChange(
    ({ id, rating, comment }: { id: number; rating: number; comment: string }) =>
      apiRequest<AppointmentDetail>(`/customer/appointments/${id}/review`, {
        method: 'POST',
        body: { rating, comment },
      }),
  );
}
