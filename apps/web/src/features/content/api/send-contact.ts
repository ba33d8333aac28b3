import type { ContactFormInput, ContactReceipt, SupportFormInput } from '@salon/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The contact page's form: `POST /api/public/contact`. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactFormInput) =>
      apiRequest<ContactReceipt>('/public/contact', { method: 'POST', body }),
  });
}

/** The help centre's question form: `POST /api/public/support`. */
export function useSendSupportQuestion() {
  return useMutation({
    mutationFn: (body: SupportFormInput) =>
      apiRequest<ContactReceipt>('/public/support', { method: 'POST', body }),
  });
}
