import { describe, expect, it } from 'vitest';
import { assessOrderRisk, isPaymentBlocked, riskLevelOf, type RiskFacts } from './risk.js';

/** A loyal customer: no points from history, so only the amount counts. */
const loyal = (amount: number): RiskFacts => ({
  amount,
  previous_orders: 10,
  previous_paid: 10,
  previous_failed: 0,
});

describe('assessOrderRisk: the amount (back-office §9)', () => {
  it.each([
    [0, 0],
    [2_000_000, 0],
    [2_000_001, 10],
    [5_000_000, 10],
    [5_000_001, 20],
    [10_000_000, 20],
    [10_000_001, 30],
    [50_000_000, 30],
  ])('%d ₫ adds %d points', (amount, points) => {
    const risk = assessOrderRisk(loyal(amount));
    expect(risk.score).toBe(points);
    expect(risk.reasons).toHaveLength(points > 0 ? 1 : 0);
  });
});

describe('assessOrderRisk: the customer', () => {
  it.each([
    // [case, facts, score, reasons]
    [
      'a first order (or a guest)',
      { amount: 100_000, previous_orders: 0, previous_paid: 0, previous_failed: 0 },
      40,
      ['Khách hàng mới (+25)', 'Ít hơn 5 giao dịch đã thanh toán (+15)'],
    ],
    [
      'four paid orders before',
      { amount: 100_000, previous_orders: 4, previous_paid: 4, previous_failed: 0 },
      15,
      ['Ít hơn 5 giao dịch đã thanh toán (+15)'],
    ],
    [
      'five paid orders before',
      { amount: 100_000, previous_orders: 5, previous_paid: 5, previous_failed: 0 },
      0,
      [],
    ],
    [
      'a past order cancelled unpaid',
      { amount: 100_000, previous_orders: 6, previous_paid: 5, previous_failed: 1 },
      20,
      ['Từng có đơn bị hủy khi chưa thanh toán (+20)'],
    ],
    [
      'several past failures add 20 once',
      { amount: 100_000, previous_orders: 9, previous_paid: 5, previous_failed: 4 },
      20,
      ['Từng có đơn bị hủy khi chưa thanh toán (+20)'],
    ],
    [
      'a big order of a new customer',
      { amount: 10_000_001, previous_orders: 0, previous_paid: 0, previous_failed: 0 },
      70,
      [
        'Giá trị đơn trên 10.000.000 ₫ (+30)',
        'Khách hàng mới (+25)',
        'Ít hơn 5 giao dịch đã thanh toán (+15)',
      ],
    ],
    [
      'a big order with a poor history',
      { amount: 20_000_000, previous_orders: 2, previous_paid: 0, previous_failed: 2 },
      65,
      [
        'Giá trị đơn trên 10.000.000 ₫ (+30)',
        'Ít hơn 5 giao dịch đã thanh toán (+15)',
        'Từng có đơn bị hủy khi chưa thanh toán (+20)',
      ],
    ],
  ])('%s', (_case, facts, score, reasons) => {
    const risk = assessOrderRisk(facts);
    expect(risk.score).toBe(score);
    expect(risk.reasons).toEqual(reasons);
  });

  it('the largest sum the rules can give stays within 100', () => {
    // 30 + 25 + 15 + 20 = 90: the cap of 100 is a guard the current rules never reach.
    const risk = assessOrderRisk({
      amount: 99_000_000,
      previous_orders: 0,
      previous_paid: 0,
      previous_failed: 3,
    });
    expect(risk.score).toBe(90);
    expect(risk.score).toBeLessThanOrEqual(100);
    expect(risk.level).toBe('high');
  });
});

describe('riskLevelOf', () => {
  it.each([
    [0, 'low'],
    [39, 'low'],
    [40, 'medium'],
    [70, 'medium'],
    [71, 'high'],
    [100, 'high'],
  ] as const)('%d is %s', (score, level) => {
    expect(riskLevelOf(score)).toBe(level);
  });

  it('the assessment carries the level of its score', () => {
    expect(
      assessOrderRisk({ amount: 100_000, previous_orders: 0, previous_paid: 0, previous_failed: 0 })
        .level,
    ).toBe('medium');
    expect(assessOrderRisk(loyal(100_000)).level).toBe('low');
  });
});

describe('isPaymentBlocked (back-office §4: high risk transaction blocked)', () => {
  it.each([
    [20_000_000, 70, false],
    [20_000_001, 0, true],
    [1_000_000, 71, true],
    [1_000_000, 70, false],
  ])('%d ₫ at risk %d → blocked %s', (amount, risk_score, blocked) => {
    expect(isPaymentBlocked({ amount, risk_score })).toBe(blocked);
  });
});
