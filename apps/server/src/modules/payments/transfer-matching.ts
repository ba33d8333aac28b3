import {
  PAYMENT_MESSAGES as M,
  transferMentionsOrder,
  type PaymentTransactionStatus,
} from '@salon/shared';
import type { CandidateOrder } from './payments.repository.js';

export interface TransferDecision {
  status: PaymentTransactionStatus;
  /** The order to mark paid (matched only). */
  order: CandidateOrder | null;
  /** Why, for staff. */
  note: string;
}

function payable(order: CandidateOrder): boolean {
  return order.status === 'pending' && order.payment_status === 'pending';
}

/**
 * The matching rule: an incoming transfer pays an order when its content mentions the order's
 * number and the amount equals the order total, while the order still waits for its money.
 * Everything else stays for staff, with the reason.
 */
export function decideTransfer(
  transfer: { direction: 'in' | 'out'; amount: number; content: string },
  candidates: readonly CandidateOrder[],
): TransferDecision {
  if (transfer.direction === 'out') return { status: 'ignored', order: null, note: M.noteOutgoing };
  const named = candidates.filter((order) =>
    transferMentionsOrder(transfer.content, order.order_number),
  );
  const exact = named.find(
    (order) => payable(order) && Number(order.total_amount) === transfer.amount,
  );
  if (exact) return { status: 'matched', order: exact, note: M.noteMatched(exact.order_number) };

  const waiting = named.find(payable);
  if (waiting) {
    return {
      status: 'unmatched',
      order: null,
      note: M.noteAmountMismatch(
        waiting.order_number,
        transfer.amount,
        Number(waiting.total_amount),
      ),
    };
  }
  const cancelled = named.find((order) => order.status === 'cancelled');
  const paid = named.find((order) => order.status !== 'cancelled');
  if (paid)
    return { status: 'unmatched', order: null, note: M.noteOrderAlreadyPaid(paid.order_number) };
  if (cancelled) {
    return { status: 'unmatched', order: null, note: M.noteOrderCancelled(cancelled.order_number) };
  }
  return { status: 'unmatched', order: null, note: M.noteNoOrderCode };
}
