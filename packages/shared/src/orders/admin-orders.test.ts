import { describe, expect, it } from 'vitest';
import { adminOrderActionSchema, adminOrderListQuerySchema } from './admin-orders.js';

describe('admin order queries', () => {
  it('defaults to 15 newest orders a page', () => {
    expect(adminOrderListQuerySchema.parse({})).toMatchObject({
      page: 1,
      per_page: 15,
      sort: 'newest',
    });
  });

  it('refuses a reversed date range and unknown filters in Vietnamese', () => {
    const reversed = adminOrderListQuerySchema.safeParse({
      date_from: '2026-11-20',
      date_to: '2026-11-01',
    });
    expect(reversed.error?.issues[0]?.message).toBe('Ngày bắt đầu phải trước ngày kết thúc');
    expect(
      adminOrderListQuerySchema.safeParse({ status: 'shipped' }).error?.issues[0]?.message,
    ).toBe('Trạng thái đơn hàng không hợp lệ');
  });

  it('asks a reason of a cancel only', () => {
    expect(adminOrderActionSchema.safeParse({ action: 'cancel', reason: '  ' }).success).toBe(
      false,
    );
    expect(adminOrderActionSchema.parse({ action: 'cancel', reason: 'Khách đổi ý' }).reason).toBe(
      'Khách đổi ý',
    );
    expect(adminOrderActionSchema.parse({ action: 'mark_paid' })).toEqual({
      action: 'mark_paid',
      reason: null,
      note: null,
    });
    expect(adminOrderActionSchema.safeParse({ action: 'ship' }).success).toBe(false);
  });
});
