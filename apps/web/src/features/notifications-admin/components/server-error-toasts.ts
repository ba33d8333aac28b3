import { ApiError } from '../../../lib/api-client';

/**
 * The server's field errors as the toasts of back-office §5 ('field: first message'); returns
 * false when the failure carried none (the caller then shows its general message).
 */
export function toastFieldErrors(error: unknown, show: (text: string) => void): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.errors);
  for (const [field, messages] of entries) show(`${field}: ${messages[0] ?? error.message}`);
  return entries.length > 0;
}
