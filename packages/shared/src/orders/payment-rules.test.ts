import { describe, expect, it } from 'vitest';
import {
  assertMethodAccepts,
  checkoutPaymentMethods,
  checkoutPaymentOptions,
} from './payment-rules.js';
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
    const off = 'Salon tạm ngừng nhận phương thức thanh toán này, vui lòng chọn cách khác';
    expect(assertMethodAccepts(cardOff, 'card', 100_000)).toBe(off);
    expect(assertMethodAccepts([], 'cash', 100_000)).toBe(off);
  });

  it('online stays in development even when switched on in the settings', () => {
    const onlineOn = settings.map((s) => (s.method === 'online' ? { ...s, is_active: true } : s));
    expect(assertMethodAccepts(onlineOn, 'online', 500_000)).toMatch(/đang được phát triển/);
  });
});

describe('checkout payment choices', () => {
  const settings = DEFAULT_PAYMENT_METHOD_SETTINGS;
  const cardOff = settings.map((s) => (s.method === 'card' ? { ...s, is_active: false } : s));

  it('lists only the methods switched on, online never', () => {
    expect(checkoutPaymentMethods(settings).map((m) => m.method)).toEqual([
      'cash',
      'card',
      'transfer',
    ]);
    expect(checkoutPaymentMethods(cardOff).map((m) => m.method)).toEqual(['cash', 'transfer']);
    const onlineOn = settings.map((s) => ({ ...s, is_active: true }));
    expect(checkoutPaymentMethods(onlineOn).map((m) => m.method)).not.toContain('online');
  });

  it('offers a method in its range, shows one out of range with it, online as in development', () => {
    const options = checkoutPaymentOptions(checkoutPaymentMethods(cardOff), 5_000);
    expect(options).toEqual([
      { method: 'cash', label: 'Tiền mặt', offered: true, note: null },
      {
        method: 'transfer',
        label: 'Chuyển khoản (VietQR)',
        offered: false,
        note: 'Chuyển khoản VietQR áp dụng cho đơn từ 10.000 ₫ đến 100.000.000 ₫',
      },
      { method: 'online', label: 'Thanh toán trực tuyến', offered: false, note: 'Đang phát triển' },
    ]);
  });
});
