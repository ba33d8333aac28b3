import { DEFAULT_PUBLIC_SETTINGS, transferContentFor, type OrderFacts } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, OrderRow } from '../../db/schema.js';

type Executor = Db | Transaction<Database>;

function storedObject(value: string | undefined): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    // A broken stored value falls back to the defaults, as the settings module does.
    return {};
  }
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/** "Dầu gội bưởi ×2, Cắt tóc nam" */
export function itemsSummary(lines: { item_name: string; quantity: number }[]): string {
  return lines
    .map((line) => (line.quantity > 1 ? `${line.item_name} ×${line.quantity}` : line.item_name))
    .join(', ');
}

/** What order messages read: the order's branch and lines, the salon's name and bank account. */
export class OrderMessagesRepository {
  /** The facts a message names, read with the caller's transaction. */
  async facts(executor: Executor, order: OrderRow): Promise<OrderFacts> {
    const [branch, lines, settings] = await Promise.all([
      executor
        .selectFrom('branches')
        .select(['name', 'address'])
        .where('id', '=', order.branch_id)
        .executeTakeFirst(),
      executor
        .selectFrom('order_items')
        .select(['item_name', 'quantity'])
        .where('order_id', '=', order.id)
        .orderBy('id')
        .execute(),
      this.#settings(executor),
    ]);
    const awaitsTransfer =
      order.payment_method === 'transfer' &&
      order.status === 'pending' &&
      order.payment_status === 'pending';
    return {
      id: order.id,
      order_number: order.order_number,
      customer_name: order.customer_name,
      total_amount: Number(order.total_amount),
      payment_method: order.payment_method,
      order_type: order.order_type,
      branch_name: branch?.name ?? 'Salon',
      branch_address: branch?.address ?? null,
      items_summary: itemsSummary(lines),
      cancel_reason: order.cancel_reason,
      transfer: awaitsTransfer
        ? {
            bank_name: settings.bank_name,
            account_number: settings.account_number,
            account_name: settings.account_name,
            content: transferContentFor(order.order_number),
          }
        : null,
    };
  }

  async companyName(executor: Executor): Promise<string> {
    return (await this.#settings(executor)).company_name;
  }

  async #settings(executor: Executor) {
    const rows = await executor
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', ['company', 'payment'])
      .execute();
    const company = storedObject(rows.find((row) => row.key === 'company')?.value);
    const payment = storedObject(rows.find((row) => row.key === 'payment')?.value);
    const defaults = DEFAULT_PUBLIC_SETTINGS.payment;
    return {
      company_name: text(company.name, DEFAULT_PUBLIC_SETTINGS.company.name),
      bank_name: text(payment.bank_name, defaults.bank_name),
      account_number: text(payment.bank_account_number, defaults.bank_account_number),
      account_name: text(payment.bank_account_name, defaults.bank_account_name),
    };
  }
}
