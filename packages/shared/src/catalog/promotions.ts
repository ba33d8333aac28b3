import { z } from 'zod';
import { isIsoDate } from '../time/salon-time.js';

/** Where a promotion stands on a given salon day. */
export type PromotionState = 'running' | 'upcoming' | 'ended' | 'used_up' | 'inactive';

export const PROMOTION_STATE_LABELS: Record<PromotionState, string> = {
  running: 'Đang áp dụng',
  upcoming: 'Sắp diễn ra',
  ended: 'Đã kết thúc',
  used_up: 'Đã hết lượt',
  inactive: 'Đã tắt',
};

export interface PromotionWindow {
  status: 'active' | 'inactive';
  start_date: string | null;
  end_date: string | null;
  usage_limit: number | null;
  used_count: number;
}

/** The rule the catalogue's SQL applies too: active, inside its dates, under its limit. */
export function promotionState(promotion: PromotionWindow, today: string): PromotionState {
  if (promotion.status !== 'active') return 'inactive';
  if (promotion.start_date && promotion.start_date > today) return 'upcoming';
  if (promotion.end_date && promotion.end_date < today) return 'ended';
  if (promotion.usage_limit !== null && promotion.used_count >= promotion.usage_limit) {
    return 'used_up';
  }
  return 'running';
}

export const PROMOTION_LIMITS = {
  nameMax: 150,
  descriptionMax: 1000,
  maxItems: 200,
  maxAmount: 1_000_000_000,
  perPage: 10,
} as const;

export const PROMOTION_MESSAGES = {
  nameRequired: 'Vui lòng nhập tên khuyến mãi',
  nameTooLong: `Tên khuyến mãi không được quá ${PROMOTION_LIMITS.nameMax} ký tự`,
  descriptionTooLong: `Mô tả không được quá ${PROMOTION_LIMITS.descriptionMax} ký tự`,
  typeRequired: 'Vui lòng chọn loại giảm giá',
  valueRequired: 'Vui lòng nhập mức giảm',
  percentRange: 'Phần trăm giảm phải từ 1 đến 100',
  amountRange: 'Số tiền giảm phải lớn hơn 0',
  amountInvalid: 'Số tiền không hợp lệ',
  dateInvalid: 'Ngày không hợp lệ (YYYY-MM-DD)',
  endBeforeStart: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
  usageLimitInvalid: 'Số lượt sử dụng phải là số nguyên dương',
  itemsRequired: 'Vui lòng chọn ít nhất một dịch vụ hoặc sản phẩm',
  tooManyItems: `Mỗi khuyến mãi áp dụng cho tối đa ${PROMOTION_LIMITS.maxItems} mục`,
  unknownItems: 'Có dịch vụ hoặc sản phẩm không tồn tại',
  notFound: 'Không tìm thấy khuyến mãi',
  created: 'Tạo khuyến mãi thành công',
  updated: 'Cập nhật khuyến mãi thành công',
  deleted: 'Đã xóa khuyến mãi',
  deleteConfirm: 'Bạn có chắc muốn xóa khuyến mãi này?',
  loadFailed: 'Không thể tải danh sách khuyến mãi',
  saveFailed: 'Có lỗi xảy ra khi lưu khuyến mãi',
  deleteFailed: 'Có lỗi xảy ra khi xóa khuyến mãi',
} as const;

const M = PROMOTION_MESSAGES;

const money = z
  .number({ error: M.amountInvalid })
  .int(M.amountInvalid)
  .min(0, M.amountInvalid)
  .max(PROMOTION_LIMITS.maxAmount, M.amountInvalid);

const optionalDate = z
  .string({ error: M.dateInvalid })
  .refine(isIsoDate, M.dateInvalid)
  .nullable()
  .optional()
  .transform((value) => value ?? null);

export const promotionItemSchema = z.object({
  type: z.enum(['service', 'product'], { error: M.unknownItems }),
  id: z.number({ error: M.unknownItems }).int().positive(M.unknownItems),
});

/** A promotion as staff write it (create and full update). */
export const promotionInputSchema = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(PROMOTION_LIMITS.nameMax, M.nameTooLong),
    description: z
      .string()
      .trim()
      .max(PROMOTION_LIMITS.descriptionMax, M.descriptionTooLong)
      .nullable()
      .optional()
      .transform((value) => value || null),
    discount_type: z.enum(['percentage', 'fixed'], { error: M.typeRequired }),
    discount_value: z.number({ error: M.valueRequired }).int(M.valueRequired),
    max_discount_amount: money
      .nullable()
      .optional()
      .transform((v) => v || null),
    min_order_amount: money
      .nullable()
      .optional()
      .transform((v) => v || null),
    start_date: optionalDate,
    end_date: optionalDate,
    usage_limit: z
      .number({ error: M.usageLimitInvalid })
      .int(M.usageLimitInvalid)
      .positive(M.usageLimitInvalid)
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    status: z.enum(['active', 'inactive']).default('active'),
    items: z
      .array(promotionItemSchema)
      .min(1, M.itemsRequired)
      .max(PROMOTION_LIMITS.maxItems, M.tooManyItems),
  })
  .superRefine((value, ctx) => {
    if (
      value.discount_type === 'percentage' &&
      (value.discount_value < 1 || value.discount_value > 100)
    ) {
      ctx.addIssue({ code: 'custom', path: ['discount_value'], message: M.percentRange });
    }
    if (
      value.discount_type === 'fixed' &&
      (value.discount_value < 1 || value.discount_value > PROMOTION_LIMITS.maxAmount)
    ) {
      ctx.addIssue({ code: 'custom', path: ['discount_value'], message: M.amountRange });
    }
    if (value.start_date && value.end_date && value.end_date < value.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
    }
  });

export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionValues = z.output<typeof promotionInputSchema>;

export interface AdminPromotionItem {
  type: 'service' | 'product';
  id: number;
  name: string;
  price: number;
}

/** What a promotion offers and when: the part the back office and the storefront both show. */
export interface PromotionTerms {
  id: number;
  name: string;
  description: string | null;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  max_discount_amount: number | null;
  min_order_amount: number | null;
  start_date: string | null;
  end_date: string | null;
}

export interface AdminPromotion extends PromotionTerms {
  usage_limit: number | null;
  used_count: number;
  status: 'active' | 'inactive';
  state: PromotionState;
  items: AdminPromotionItem[];
  created_at: string;
  updated_at: string;
}

export const PROMOTION_STATES = ['running', 'upcoming', 'ended', 'used_up', 'inactive'] as const;

export const promotionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(PROMOTION_LIMITS.perPage),
  search: z.string().trim().max(100).optional(),
  state: z.enum(PROMOTION_STATES).optional(),
});
export type PromotionListQuery = z.output<typeof promotionListQuerySchema>;
