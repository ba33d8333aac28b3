import { describe, expect, it } from 'vitest';
import { formatVndText } from './money-text.js';
import { ORDER_MESSAGES } from './messages.js';

describe('formatVndText', () => {
  it.each([
    [0, '0 ₫'],
    [5, '5 ₫'],
    [999, '999 ₫'],
    [1_000, '1.000 ₫'],
    [30_000, '30.000 ₫'],
    [500_000, '500.000 ₫'],
    [1_250_000, '1.250.000 ₫'],
    [100_000_000, '100.000.000 ₫'],
    [1_234_567_890, '1.234.567.890 ₫'],
    [-30_000, '-30.000 ₫'],
    [1_249.5, '1.250 ₫'],
    [1_249.4, '1.249 ₫'],
  ])('%d → %s', (amount, text) => {
    expect(formatVndText(amount)).toBe(text);
  });

  it('writes the amounts of the payment method message', () => {
    expect(ORDER_MESSAGES.paymentMethodOutOfRange('Thẻ ngân hàng', 10_000, 50_000_000)).toBe(
      'Thẻ ngân hàng áp dụng cho đơn từ 10.000 ₫ đến 50.000.000 ₫',
    );
  });
});
