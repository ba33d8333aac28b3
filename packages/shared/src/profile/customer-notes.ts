import { z } from 'zod';
import type { PageMeta } from '../api/envelope.js';

/** Treatment notes the salon keeps about a customer (customer-account §3 Note). */
export const CUSTOMER_NOTE_KINDS = ['staff', 'doctor'] as const;
export type CustomerNoteKind = (typeof CUSTOMER_NOTE_KINDS)[number];

/** How the customer sees each kind: a doctor's note is shown as a public note. */
export const CUSTOMER_NOTE_KIND_LABELS: Record<CustomerNoteKind, string> = {
  staff: 'Ghi chú của salon',
  doctor: 'Ghi chú công khai',
};

export const CUSTOMER_NOTE_LIMITS = {
  contentMax: 5000,
  maxImages: 5,
  maxAttachments: 5,
  /** Per image or attachment. */
  maxFileBytes: 5 * 1024 * 1024,
  perPage: 10,
  maxPerPage: 50,
  attachmentNameMax: 150,
} as const;

export const CUSTOMER_NOTE_MESSAGES = {
  contentRequired: 'Vui lòng nhập nội dung ghi chú.',
  contentMax: `Nội dung ghi chú tối đa ${CUSTOMER_NOTE_LIMITS.contentMax} ký tự.`,
  kindInvalid: 'Loại ghi chú không hợp lệ.',
  visibilityInvalid: 'Giá trị hiển thị cho khách không hợp lệ.',
  tooManyImages: `Chỉ được đính kèm tối đa ${CUSTOMER_NOTE_LIMITS.maxImages} hình ảnh.`,
  tooManyAttachments: `Chỉ được đính kèm tối đa ${CUSTOMER_NOTE_LIMITS.maxAttachments} tệp.`,
  attachmentInvalid: 'Tệp đính kèm chỉ có thể là PDF hoặc hình ảnh (JPG, PNG, WEBP).',
  fileTooLarge: 'Mỗi tệp phải nhỏ hơn 5MB.',
  customerNotFound: 'Không tìm thấy khách hàng.',
  created: 'Đã thêm ghi chú điều trị.',
  loadFailed: 'Không thể tải ghi chú điều trị',
  empty: 'Chưa có ghi chú điều trị nào.',
} as const;

export interface CustomerNoteImage {
  url: string;
  thumbnail_url: string;
}

export interface CustomerNoteAttachment {
  /** Served URL under /api/storage/. */
  path: string;
  name: string;
}

export interface CustomerNoteDto {
  id: number;
  kind: CustomerNoteKind;
  kind_label: string;
  content: string;
  created_at: string;
  user: { name: string } | null;
  images: CustomerNoteImage[];
  attachments: CustomerNoteAttachment[];
  /** Staff lists only; the customer sees visible notes alone. */
  visible_to_customer: boolean;
  appointment_id: number | null;
}

export interface CustomerNotesPage {
  data: CustomerNoteDto[];
  meta: PageMeta;
}

export const customerNotesQuerySchema = z.object({
  page: z.coerce.number({ error: 'Số trang không hợp lệ' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number({ error: 'Số mục mỗi trang không hợp lệ' })
    .int()
    .min(1)
    .max(CUSTOMER_NOTE_LIMITS.maxPerPage)
    .default(CUSTOMER_NOTE_LIMITS.perPage),
});

/** The text fields of `POST /api/admin/customers/:userId/notes` (multipart). */
export const customerNoteFieldsSchema = z.object({
  content: z
    .string({ error: CUSTOMER_NOTE_MESSAGES.contentRequired })
    .trim()
    .min(1, CUSTOMER_NOTE_MESSAGES.contentRequired)
    .max(CUSTOMER_NOTE_LIMITS.contentMax, CUSTOMER_NOTE_MESSAGES.contentMax),
  kind: z.enum(CUSTOMER_NOTE_KINDS, { error: CUSTOMER_NOTE_MESSAGES.kindInvalid }).default('staff'),
  visible_to_customer: z
    .enum(['true', 'false', '1', '0'], { error: CUSTOMER_NOTE_MESSAGES.visibilityInvalid })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  appointment_id: z.coerce.number().int().positive().optional(),
});
export type CustomerNoteFields = z.output<typeof customerNoteFieldsSchema>;
