import { describe, expect, it } from 'vitest';
import { assertMethodAccepts } from './payment-rules.js';
import { DEFAULT_PAYMENT_METHOD_SETTINGS } from './payment-settings.js';

describe('assertMethodAccepts', () => {
  const settings = DEFAULT_PAYMENT_METHOD_SETTINGS;
  it.each([
    ['cash', 500_000, null],
    ['cash', 1_000, null],
    ['cash', 20_000_000, null],
    ['cash', 20_000_001, 'Tiền mặt áp dụng cho đơn từ 1.000 ₫ đến 20.000.000 ₫'],
    ['transfer', 9_999, 'Chuyển khoản VietQR áp dụng cho đơn từ 10.000 ₫ đến 100.000.000 ₫'],
    ['transfer', 100_000_000, null],
    ['online', 500_000, 'Phương thức thanh toán này đang được phát triển, vui lòng chọn cách khác'],
  ] as const)('%s for %d → %s', (method, total, message) => {
    expect(assertMethodAccepts(settings, method, total)).toBe(message);
  });

  it('a method switched off or missing from the settings is unavailable', () => {
    const cardOff = settings.map((s) => (s.method === 'card' ? { ...s, is_active: false } : s));
    expect(assertMethodAccepts(cardOff, 'card', 100_000)).toMatch(/đang được phát triển/);
    expect(assertMethodAccepts([], 'cash', 100_000)).toMatch(/đang được phát triển/);
  });
});
