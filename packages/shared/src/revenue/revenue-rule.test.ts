import { describe, expect, it } from 'vitest';
import { appointmentEarns, orderEarns, REVENUE_RULE_TEXT } from './revenue-rule.js';

describe('the revenue rule', () => {
  it('counts completed appointments only', () => {
    expect(appointmentEarns('completed')).toBe(true);
    for (const status of ['pending', 'confirmed', 'in_progress', 'cancelled', 'no_show'])
      expect(appointmentEarns(status)).toBe(false);
  });

  it('counts orders whose money came in and was not refunded', () => {
    expect(orderEarns('paid')).toBe(true);
    expect(orderEarns('pending')).toBe(false);
    expect(orderEarns('refunded')).toBe(false);
  });

  it('says so in Vietnamese', () => {
    expect(REVENUE_RULE_TEXT.short).toContain('trừ đơn đã hoàn tiền');
  });
});
