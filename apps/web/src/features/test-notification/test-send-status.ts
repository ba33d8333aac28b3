import { OUTBOX_STATUS_LABELS, type TestNotificationResult } from '@salon/shared';

type EmailStatus = TestNotificationResult['email']['status'];

/** How the screen shows the e-mail's outbox line. */
export const EMAIL_STATUS_VIEW: Record<EmailStatus, { color: string; label: string }> = {
  not_configured: { color: 'default', label: 'Không gửi email (chưa cấu hình SMTP)' },
  no_address: { color: 'default', label: 'Không gửi email (người nhận chưa có email)' },
  pending: { color: 'gold', label: OUTBOX_STATUS_LABELS.pending },
  sending: { color: 'blue', label: OUTBOX_STATUS_LABELS.sending },
  sent: { color: 'green', label: OUTBOX_STATUS_LABELS.sent },
  failed: { color: 'red', label: OUTBOX_STATUS_LABELS.failed },
};

/**
 * Nothing more will change by itself soon: the notification is in the bell and the e-mail was
 * sent, failed for good, or is not sent at all. A refused e-mail waiting for its retry (pending
 * with an error) also stops the polling; the error is shown.
 */
export function isSettled(result: TestNotificationResult): boolean {
  const { status, last_error } = result.email;
  const emailDone = status !== 'pending' && status !== 'sending';
  return result.notification.delivered && (emailDone || last_error !== null);
}
