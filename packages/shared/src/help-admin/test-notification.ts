import { z } from 'zod';

export const TEST_NOTIFICATION_LIMITS = {
  titleMax: 200,
  messageMax: 1000,
  /** Test sends per admin per window. */
  perAdmin: 20,
  windowMs: 10 * 60_000,
  recipientQueryMin: 2,
  recipientQueryMax: 100,
  recipientResults: 10,
} as const;

export const TEST_NOTIFICATION_MESSAGES = {
  recipientRequired: 'Vui lòng chọn người nhận',
  recipientNotFound: 'Không tìm thấy người nhận',
  titleMax: `Tiêu đề tối đa ${TEST_NOTIFICATION_LIMITS.titleMax} ký tự`,
  messageMax: `Nội dung tối đa ${TEST_NOTIFICATION_LIMITS.messageMax} ký tự`,
  defaultTitle: 'Thông báo thử',
  defaultMessage: 'Đây là thông báo thử từ trang quản trị. Bạn không cần làm gì thêm.',
  sent: 'Đã gửi thông báo thử',
  tooMany: 'Bạn đã gửi nhiều thông báo thử. Vui lòng thử lại sau ít phút.',
  queryTooShort: `Nhập ít nhất ${TEST_NOTIFICATION_LIMITS.recipientQueryMin} ký tự để tìm`,
  queryTooLong: `Từ khóa tối đa ${TEST_NOTIFICATION_LIMITS.recipientQueryMax} ký tự`,
  sendNotFound: 'Không tìm thấy lần gửi thử này',
} as const;

const M = TEST_NOTIFICATION_MESSAGES;
const L = TEST_NOTIFICATION_LIMITS;

export const testNotificationSchema = z.object({
  user_id: z
    .number({ error: M.recipientRequired })
    .int(M.recipientRequired)
    .positive(M.recipientRequired),
  title: z.string({ error: M.titleMax }).trim().max(L.titleMax, M.titleMax).nullish(),
  message: z.string({ error: M.messageMax }).trim().max(L.messageMax, M.messageMax).nullish(),
});
export type TestNotificationInput = z.input<typeof testNotificationSchema>;

/** `?q=`: a name, phone or e-mail, searched without diacritics at word starts. */
export const recipientSearchQuerySchema = z.object({
  q: z
    .string({ error: M.queryTooShort })
    .trim()
    .min(L.recipientQueryMin, M.queryTooShort)
    .max(L.recipientQueryMax, M.queryTooLong),
});

/** One person a notification can go to, as the picker shows them. */
export interface RecipientOption {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  role: string;
}

/** A test send and what became of it. */
export interface TestNotificationResult {
  notification: { id: number; delivered: boolean };
  email: {
    status: 'not_configured' | 'no_address' | 'pending' | 'sending' | 'sent' | 'failed';
    outbox_id: number | null;
    recipient: string | null;
    attempts: number;
    last_error: string | null;
    sent_at: string | null;
  };
}
