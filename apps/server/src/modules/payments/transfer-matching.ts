import {
  isPaymentBlocked,
  PAYMENT_MESSAGES as M,
  transferMentionsOrder,
  type PaymentTransactionFlag,
  type PaymentTransactionStatus,
} from '@salon/shared';
import type { CandidateOrder } from './payments.repository.js';

export interface TransferDecision {
  status: PaymentTransactionStatus;
  /** The order to mark paid (matched only). */
  order: CandidateOrder | null;
  /** The order the transfer is kept with: the one it pays, or the one staff must look at. */
  about: CandidateOrder | null;
  /** Why staff must look at it, if they must. */
  flag: PaymentTransactionFlag | null;
  /** Why, for staff. */
  note: string;
}

function payable(order: CandidateOrder): boolean {
  return order.status === 'pending' && order.payment_status === 'pending';
}

const kept = (
  note: string,
  about: CandidateOrder | null = null,
  flag: PaymentTransactionFlag | null = null,
): TransferDecision => ({ status: 'unmatched', order: null, about, flag, note });

/** A transfer for an order that was paid already: kept with it, flagged as a double payment. */
export function doublePayment(order: CandidateOrder): TransferDecision {
  return kept(M.noteOrderAlreadyPaid(order.order_number), order, 'double_payment');
}

/**
 * The matching rule: an incoming transfer pays an order when its content mentions the order's
 * number and the amount equals the order total, while the order still waits for its money,
 * unless paying it is a high-risk payment (back-office §4: risk above 70 or more than
 * 20 000 000 ₫), which is blocked for staff to check. Everything else stays for staff, with the
 * reason; money for an order already paid is flagged as a likely double payment.
 */
export function decideTransfer(
  transfer: { direction: 'in' | 'out'; amount: number; content: string },
  candidates: readonly CandidateOrder[],
): TransferDecision {
  if (transfer.direction === 'out') {
    return { status: 'ignored', order: null, about: null, flag: null, note: M.noteOutgoing };
  }
  const named = candidates.filter((order) =>
    transferMentionsOrder(transfer.content, order.order_number),
  );
  const exact = named.find(
    (order) => payable(order) && Number(order.total_amount) === transfer.amount,
  );
  if (exact) {
    if (isPaymentBlocked({ amount: transfer.amount, risk_score: Number(exact.risk_score) })) {
      return kept(M.noteHighRisk(exact.order_number), exact, 'high_risk');
    }
    return {
      status: 'matched',
      order: exact,
      about: exact,
      flag: null,
      note: M.noteMatched(exact.order_number),
    };
  }
  // A large amount is never paid in automatically; it waits for staff with its reason.
  const riskFlag = isPaymentBlocked({ amount: transfer.amount, risk_score: 0 })
    ? ('high_risk' as const)
    : null;

  const waiting = named.find(payable);
  if (waiting) {
    return kept(
      M.noteAmountMismatch(waiting.order_number, transfer.amount, Number(waiting.total_amount)),
      null,
      riskFlag,
    );
  }
  const cancelled = named.find((order) => order.status === 'cancelled');
  const paid = named.find((order) => order.status !== 'cancelled');
  if (paid) return doublePayment(paid);
  if (cancelled) return kept(M.noteOrderCancelled(cancelled.order_number), null, riskFlag);
  return kept(M.noteNoOrderCode, null, riskFlag);
}
