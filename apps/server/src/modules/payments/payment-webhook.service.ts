import { PAYMENT_MESSAGES } from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { MarkOrderPaid } from './order-payer.js';
import type { PaymentsRepository } from './payments.repository.js';
import { decideTransfer } from './transfer-matching.js';
import type { IncomingTransfer } from './webhook-payloads.js';

export interface WebhookOutcome {
  /** Transfers stored by this call (a replayed one is not stored again). */
  recorded: number;
  duplicates: number;
  matched: number;
}

const PROVIDER_NAMES: Record<IncomingTransfer['provider'], string> = {
  sepay: 'SePay',
  casso: 'Casso',
};

/** Stores what the bank feed reports and pays the orders the transfers name. */
export class PaymentWebhookService {
  constructor(
    private readonly db: Db,
    private readonly repository: PaymentsRepository,
    private readonly markOrderPaid: MarkOrderPaid,
  ) {}

  async receive(transfers: readonly IncomingTransfer[]): Promise<WebhookOutcome> {
    const outcome: WebhookOutcome = { recorded: 0, duplicates: 0, matched: 0 };
    for (const transfer of transfers) {
      const result = await this.#receiveOne(transfer);
      if (result === 'duplicate') outcome.duplicates += 1;
      else {
        outcome.recorded += 1;
        if (result === 'matched') outcome.matched += 1;
      }
    }
    return outcome;
  }

  /** One transaction per transfer: stored, decided and (when it matches) the order paid, or nothing. */
  async #receiveOne(transfer: IncomingTransfer): Promise<'duplicate' | 'matched' | 'kept'> {
    return this.db.transaction().execute(async (trx) => {
      const id = await this.repository.insertTransfer(trx, {
        provider: transfer.provider,
        provider_transaction_id: transfer.provider_transaction_id,
        method: 'transfer',
        amount: transfer.amount,
        content: transfer.content,
        account_number: transfer.account_number,
        transferred_at: transfer.transferred_at,
        raw: transfer.raw,
      });
      if (id === null) return 'duplicate';

      const candidates =
        transfer.direction === 'in'
          ? await this.repository.ordersMentionedIn(trx, transfer.content)
          : [];
      let decision = decideTransfer(transfer, candidates);
      if (decision.order) {
        const paid = await this.markOrderPaid(
          trx,
          decision.order.id,
          null,
          PAYMENT_MESSAGES.orderEventPaid(transfer.amount, PROVIDER_NAMES[transfer.provider]),
        );
        // Paid by someone else a moment ago: this money is then a second payment.
        if (!paid) {
          decision = {
            status: 'unmatched',
            order: null,
            note: PAYMENT_MESSAGES.noteOrderAlreadyPaid(decision.order.order_number),
          };
        }
      }
      await this.repository.settleTransfer(trx, id, {
        status: decision.status,
        order_id: decision.order?.id ?? null,
        note: decision.note,
      });
      return decision.status === 'matched' ? 'matched' : 'kept';
    });
  }
}
