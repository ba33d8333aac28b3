/* A customer's receipt for a paid order and their VAT invoice request, handled by staff. */
import { z } from 'zod';
import type { OrderStatus, PaymentStatus } from '../orders/statuses.js';

export const INVOICE_LIMITS = {
  companyNameMin: 2,
  companyNameMax: 200,
  companyAddressMin: 5,
  companyAddressMax: 300,
  emailMax: 100,
  invoiceNumberMax: 50,
  reasonMin: 3,
  reasonMax: 500,
  perPage: 20,
} as const;
const L = INVOICE_LIMITS;

/** A Vietnamese tax code: 10 digits for a company, 10-3 for a branch or dependent unit. */
export const TAX_CODE_PATTERN = /^\d{10}(-\d{3})?$/;
export function isVietnameseTaxCode(value: string): boolean {
  return TAX_CODE_PATTERN.test(value);
}

export const INVOICE_MESSAGES = {
  companyNameRequired: 'Vui lòng nhập tên công ty',
  companyNameLength: `Tên công ty từ ${L.companyNameMin} đến ${L.companyNameMax} ký tự`,
  taxCodeRequired: 'Vui lòng nhập mã số thuế',
  taxCodeInvalid:
    'Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số (chi nhánh)',
  companyAddressRequired: 'Vui lòng nhập địa chỉ công ty',
  companyAddressLength: `Địa chỉ công ty từ ${L.companyAddressMin} đến ${L.companyAddressMax} ký tự`,
  emailRequired: 'Vui lòng nhập email nhận hóa đơn',
  emailInvalid: 'Email không hợp lệ',
  invoiceNumberRequired: 'Vui lòng nhập số hóa đơn',
  invoiceNumberInvalid: `Số hóa đơn chỉ gồm chữ, số và các dấu - / . (tối đa ${L.invoiceNumberMax} ký tự)`,
  reasonRequired: 'Vui lòng nhập lý do từ chối',
  reasonLength: `Lý do từ ${L.reasonMin} đến ${L.reasonMax} ký tự`,
  notPaid:
    'Đơn hàng chưa thanh toán (hoặc đã hoàn tiền) nên chưa có biên nhận và chưa thể xuất hóa đơn',
  alreadyRequested: 'Đơn hàng này đã có yêu cầu xuất hóa đơn VAT',
  notFound: 'Không tìm thấy yêu cầu xuất hóa đơn',
  alreadyHandled: 'Yêu cầu này đã được xử lý',
  requested: 'Đã gửi yêu cầu xuất hóa đơn VAT. Salon sẽ gửi hóa đơn tới email của bạn.',
  issued: 'Đã đánh dấu xuất hóa đơn',
  rejected: 'Đã từ chối yêu cầu xuất hóa đơn',
  loadFailed: 'Không tải được yêu cầu hóa đơn',
  receiptLoadFailed: 'Không tải được biên nhận',
  notifyIssuedTitle: 'Hóa đơn VAT đã được xuất',
  notifyIssued: (order: string, number: string, email: string) =>
    `Hóa đơn VAT số ${number} cho đơn ${order} đã được xuất và gửi tới ${email}.`,
  notifyRejectedTitle: 'Yêu cầu hóa đơn VAT bị từ chối',
  notifyRejected: (order: string, reason: string) =>
    `Yêu cầu xuất hóa đơn VAT cho đơn ${order} bị từ chối: ${reason}`,
} as const;
const M = INVOICE_MESSAGES;

export const INVOICE_REQUEST_STATUSES = ['pending', 'issued', 'rejected'] as const;
export type InvoiceRequestStatus = (typeof INVOICE_REQUEST_STATUSES)[number];
export const INVOICE_REQUEST_STATUS_LABELS: Record<InvoiceRequestStatus, string> = {
  pending: 'Chờ xuất hóa đơn',
  issued: 'Đã xuất hóa đơn',
  rejected: 'Bị từ chối',
};
/** The staff list's filter, where space is short. */
export const INVOICE_REQUEST_FILTER_LABELS: Record<InvoiceRequestStatus, string> = {
  pending: 'Chờ xử lý',
  issued: 'Đã xuất',
  rejected: 'Từ chối',
};
export const INVOICE_REQUEST_STATUS_COLORS: Record<InvoiceRequestStatus, string> = {
  pending: 'gold',
  issued: 'green',
  rejected: 'red',
};

/** A receipt, and so a VAT invoice, exists for an order whose money came in and stayed. */
export function hasReceipt(order: { status: OrderStatus; payment_status: PaymentStatus }): boolean {
  return order.payment_status === 'paid' && order.status !== 'cancelled';
}

const text = (required: string, min: number, max: number, length: string) =>
  z.string({ error: required }).trim().min(1, required).min(min, length).max(max, length);

export const invoiceRequestSchema = z.object({
  company_name: text(
    M.companyNameRequired,
    L.companyNameMin,
    L.companyNameMax,
    M.companyNameLength,
  ),
  tax_code: z
    .string({ error: M.taxCodeRequired })
    .trim()
    .min(1, M.taxCodeRequired)
    .max(20, M.taxCodeInvalid)
    .regex(TAX_CODE_PATTERN, M.taxCodeInvalid),
  company_address: text(
    M.companyAddressRequired,
    L.companyAddressMin,
    L.companyAddressMax,
    M.companyAddressLength,
  ),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(L.emailMax, M.emailInvalid)
    .pipe(z.email(M.emailInvalid))
    .transform((value) => value.toLowerCase()),
});
export type InvoiceRequestInput = z.infer<typeof invoiceRequestSchema>;

export const issueInvoiceSchema = z.object({
  invoice_number: z
    .string({ error: M.invoiceNumberRequired })
    .trim()
    .min(1, M.invoiceNumberRequired)
    .max(L.invoiceNumberMax, M.invoiceNumberInvalid)
    .regex(/^[\p{L}\p{N}\-/.]+$/u, M.invoiceNumberInvalid),
});

export const rejectInvoiceSchema = z.object({
  reason: text(M.reasonRequired, L.reasonMin, L.reasonMax, M.reasonLength),
});

export const invoiceRequestListQuerySchema = z.object({
  status: z.enum(INVOICE_REQUEST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface InvoiceRequestDto {
  id: number;
  order_id: number;
  company_name: string;
  tax_code: string;
  company_address: string;
  email: string;
  status: InvoiceRequestStatus;
  invoice_number: string | null;
  reject_reason: string | null;
  handled_at: string | null;
  created_at: string;
}

/** What staff see: the request with its order. */
export interface AdminInvoiceRequestDto extends InvoiceRequestDto {
  order_number: string;
  customer_name: string;
  total_amount: number;
  handled_by_name: string | null;
}

/** `GET /api/orders/:id/receipt`: everything the printed receipt shows. */
export interface OrderReceipt {
  company: { name: string; address: string; phone: string; email: string };
  branch: { name: string; address: string; phone: string | null } | null;
  order_number: string;
  created_at: string;
  paid_at: string | null;
  customer: { name: string; phone: string; email: string | null };
  delivery_address: string | null;
  payment_method: string;
  items: {
    id: number;
    item_name: string;
    quantity: number;
    unit_price: number;
    total_price: number;
  }[];
  subtotal: number;
  discount_amount: number;
  delivery_fee: number;
  tax_rate: number;
  tax_amount: number;
  total_amount: number;
  invoice_request: InvoiceRequestDto | null;
}
