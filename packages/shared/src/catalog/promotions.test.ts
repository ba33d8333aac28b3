import { describe, expect, it } from 'vitest';
import { promotionInputSchema, promotionState, type PromotionWindow } from './promotions.js';

const base: PromotionWindow = {
  status: 'active',
  start_date: null,
  end_date: null,
  usage_limit: null,
  used_count: 0,
};

describe('promotionState', () => {
  it.each<[string, Partial<PromotionWindow>, string]>([
    ['open-ended', {}, 'running'],
    [
      'inside its dates, first and last day included',
      { start_date: '2026-11-21', end_date: '2026-11-21' },
      'running',
    ],
    ['before its start', { start_date: '2026-11-22' }, 'upcoming'],
    ['after its end', { end_date: '2026-11-20' }, 'ended'],
    ['at its usage limit', { usage_limit: 3, used_count: 3 }, 'used_up'],
    ['under its usage limit', { usage_limit: 3, used_count: 2 }, 'running'],
    [
      'switched off, whatever its dates',
      { status: 'inactive', start_date: '2026-12-01' },
      'inactive',
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(promotionState({ ...base, ...overrides }, '2026-11-21')).toBe(expected);
  });
});

describe('promotionInputSchema', () => {
  const valid = {
    name: 'Giảm 10%',
    discount_type: 'percentage',
    discount_value: 10,
    items: [{ type: 'service', id: 1 }],
  };
  const firstMessage = (input: unknown) => {
    const result = promotionInputSchema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts a minimal promotion and fills the defaults', () => {
    expect(promotionInputSchema.parse(valid)).toMatchObject({
      status: 'active',
      start_date: null,
      end_date: null,
      usage_limit: null,
      max_discount_amount: null,
      description: null,
    });
  });

  it.each([
    [{ ...valid, name: '  ' }, 'Vui lòng nhập tên khuyến mãi'],
    [{ ...valid, discount_value: 0 }, 'Phần trăm giảm phải từ 1 đến 100'],
    [{ ...valid, discount_value: 101 }, 'Phần trăm giảm phải từ 1 đến 100'],
    [{ ...valid, discount_type: 'fixed', discount_value: 0 }, 'Số tiền giảm phải lớn hơn 0'],
    [{ ...valid, start_date: '2026-02-30' }, 'Ngày không hợp lệ (YYYY-MM-DD)'],
    [
      { ...valid, start_date: '2026-12-10', end_date: '2026-12-01' },
      'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
    ],
    [{ ...valid, items: [] }, 'Vui lòng chọn ít nhất một dịch vụ hoặc sản phẩm'],
    [{ ...valid, usage_limit: 0 }, 'Số lượt sử dụng phải là số nguyên dương'],
  ])('refuses %j with a Vietnamese message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});
