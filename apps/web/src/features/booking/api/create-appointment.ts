import type { BookingRequest, BookingResult } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { TIME_SLOTS_KEY } from './time-slots';

/** 128 random bits in hex (randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `POST /api/appointments` with an `Idempotency-Key`: one key per draft, kept while the request
 * stays the same (a retry or a second click books once) and renewed when the draft changes
 * (the server refuses a reused key with another body).
 */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  const idempotency = useRef<{ key: string; body: string } | null>(null);

  const mutation = useMutation({
    mutationFn: (request: BookingRequest) => {
      const body = JSON.stringify(request);
      if (idempotency.current?.body !== body) idempotency.current = { key: newKey(), body };
      return apiRequest<BookingResult>('/appointments', {
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': idempotency.current.key },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TIME_SLOTS_KEY }),
    onSuccess: () => {
      idempotency.current = null;
      void queryClient.invalidateQueries({ queryKey: ['customer-appointments'] });
    },
  });
  return {
    ...mutation,
    /** Forget the key (the draft was cancelled). */
    resetKey: () => {
      idempotency.current = null;
    },
  };
}
