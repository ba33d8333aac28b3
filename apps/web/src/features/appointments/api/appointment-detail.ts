import type { AppointmentDetail } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MY_APPOINTMENTS_KEY } from './my-appointments';

export function appointmentDetailKey(id: number) {
  return [...MY_APPOINTMENTS_KEY, 'detail', id] as const;
}

/** One of the customer's appointments (another customer's is "not found"). */
export function useMyAppointment(id: number) {
  return useQuery({
    queryKey: appointmentDetailKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AppointmentDetail>(`/customer/appointments/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
