import { PAYMENT_MESSAGES } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { MarkOrderPaid } from './order-payer.js';
import { compactCode, type PaymentsRepository } from './payments.repository.js';
import type { PaymentStaffAlerts } from './staff-alerts.js';
import { decideTransfer, doublePayment, type TransferDecision } from './transfer-matching.js';
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
    private readonly alerts: PaymentStaffAlerts,
    /** The salon's receiving account number (public settings `payment`). */
    private readonly salonAccount: () => Promise<string>,
  ) {}

  async receive(transfers: readonly IncomingTransfer[]): Promise<WebhookOutcome> {
    await this.#refuseOtherAccounts(transfers);
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

  /**
   * Only movements of the salon's own account are payments: a delivery naming another account
   * number is refused whole (422) and nothing of it is recorded. A feed that names no account
   * cannot be checked and is taken as the salon's.
   */
  async #refuseOtherAccounts(transfers: readonly IncomingTransfer[]): Promise<void> {
    const salon = compactCode(await this.salonAccount());
    if (!salon) return;
    const other = transfers.find(
      (transfer) => transfer.account_number && compactCode(transfer.account_number) !== salon,
    );
    if (other?.account_number) {
      throw new AppError(
        'WEBHOOK_WRONG_ACCOUNT',
        PAYMENT_MESSAGES.webhookWrongAccount(other.account_number),
        422,
      );
    }
  }

  /** One transaction per transfer: stored, decided and (when it matches) the order paid, or nothing. */
  async #receiveOne(transfer: IncomingTransfer): Promise<'duplicate' | 'matched' | 'kept'> {
    return this.db.transaction().execute(async (trx) => {
      const id = await this.repository.insertTransfer(trx, {
        provider: transfer.provider,
        provider_transaction_id: transfer.provider_transaction_id,
        bank_reference: transfer.bank_reference,
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
        if (!paid) decision = doublePayment(decision.order);
      }
      await this.repository.settleTransfer(trx, id, {
        status: decision.status,
        order_id: decision.about?.id ?? null,
        note: decision.note,
        flag: decision.flag,
      });
      await this.#tellStaff(trx, id, transfer, decision);
      return decision.status === 'matched' ? 'matched' : 'kept';
    });
  }

  async #tellStaff(
    trx: Transaction<Database>,
    transactionId: number,
    transfer: IncomingTransfer,
    decision: TransferDecision,
  ): Promise<void> {
    if (!decision.flag) return;
    const order = decision.about;
    const data = {
      kind: decision.flag,
      transaction_id: transactionId,
      order_id: order?.id ?? null,
      order_number: order?.order_number ?? null,
      amount: transfer.amount,
    };
    if (decision.flag === 'double_payment' && order) {
      await this.alerts.send(trx, {
        title: PAYMENT_MESSAGES.alertDoublePaymentTitle,
        message: PAYMENT_MESSAGES.alertDoublePayment(
          order.order_number,
          transfer.amount,
          PROVIDER_NAMES[transfer.provider],
        ),
        data,
      });
      return;
    }
    await this.alerts.send(trx, {
      title: PAYMENT_MESSAGES.alertHighRiskTitle,
      message: PAYMENT_MESSAGES.alertHighRiskTransfer(
        transfer.amount,
        order?.order_number ?? null,
        order ? Number(order.risk_score) : null,
      ),
      data,
    });
  }
}
