import type { OrderChangeListener } from '../orders/order-changes.js';
import type { PaymentsRepository } from './payments.repository.js';

/**
 * An order placed for bank transfer shows at once on the payments screen as a pending payment,
 * written in the order's own transaction; it leaves the list (in the transaction of the change)
 * once the order no longer waits for money: paid by the transfer or by hand, completed, or
 * cancelled. The transfer that paid it, or staff's record, is then the order's payment.
 */
export function pendingTransferListener(repository: PaymentsRepository): OrderChangeListener {
  return async (trx, change) => {
    const { order } = change;
    if (change.kind === 'placed') {
      const awaitsTransfer =
        order.payment_method === 'transfer' &&
        order.status === 'pending' &&
        order.payment_status === 'pending';
      if (awaitsTransfer) await repository.openPendingTransfer(trx, order);
      return;
    }
    await repository.closePendingTransfers(trx, order.id);
  };
}
