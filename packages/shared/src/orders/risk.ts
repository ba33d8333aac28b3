/**
 * The risk score of back-office §9, applied to every order: the amount, how new the customer
 * is, and past failures. 0–100; above 70 is high.
 */
export interface RiskFacts {
  amount: number;
  /** Orders the customer placed before this one (0 for a first order or a guest). */
  previous_orders: number;
  /** Of those, how many were paid. */
  previous_paid: number;
  /** Of those, how many were cancelled unpaid. */
  previous_failed: number;
}

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = {
  low: 'Thấp',
  medium: 'Trung bình',
  high: 'Cao',
};

export const RISK_LEVEL_COLORS: Record<RiskLevel, string> = {
  low: 'green',
  medium: 'gold',
  high: 'red',
};

export interface RiskAssessment {
  score: number;
  level: RiskLevel;
  /** Why, in Vietnamese, one line per rule that added points. */
  reasons: string[];
}

export function assessOrderRisk(facts: RiskFacts): RiskAssessment {
  let score = 0;
  const reasons: string[] = [];
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(`${reason} (+${points})`);
  };
  if (facts.amount > 10_000_000) add(30, 'Giá trị đơn trên 10.000.000 ₫');
  else if (facts.amount > 5_000_000) add(20, 'Giá trị đơn trên 5.000.000 ₫');
  else if (facts.amount > 2_000_000) add(10, 'Giá trị đơn trên 2.000.000 ₫');
  if (facts.previous_orders === 0) add(25, 'Khách hàng mới');
  if (facts.previous_paid < 5) add(15, 'Ít hơn 5 giao dịch đã thanh toán');
  if (facts.previous_failed > 0) add(20, 'Từng có đơn bị hủy khi chưa thanh toán');
  score = Math.min(100, score);
  return { score, level: riskLevelOf(score), reasons };
}

export function riskLevelOf(score: number): RiskLevel {
  if (score > 70) return 'high';
  if (score >= 40) return 'medium';
  return 'low';
}

/**
 * When a payment is refused outright (back-office §4: a transaction fails when its risk is high,
 * "risk score above 70, amount above 20,000,000, or an unknown location"). The location rule
 * needs a geo-IP source the salon does not have, so it is not applied (docs/payments.md).
 */
export const PAYMENT_BLOCK_LIMITS = {
  /** A score above this is blocked. */
  riskScoreAbove: 70,
  /** An amount above this (đồng) is blocked. */
  amountAbove: 20_000_000,
} as const;

/** Whether a payment of this amount, with this risk score, is blocked. */
export function isPaymentBlocked(payment: { amount: number; risk_score: number }): boolean {
  return (
    payment.risk_score > PAYMENT_BLOCK_LIMITS.riskScoreAbove ||
    payment.amount > PAYMENT_BLOCK_LIMITS.amountAbove
  );
}
