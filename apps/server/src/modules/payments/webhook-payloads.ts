import {
  cassoWebhookSchema,
  PAYMENT_MESSAGES,
  sepayWebhookSchema,
  type CassoWebhook,
  type SepayWebhook,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';

/** One bank-account movement, whichever provider reported it. */
export interface IncomingTransfer {
  provider: 'sepay' | 'casso';
  provider_transaction_id: string;
  /**
   * The bank's own reference (SePay `referenceCode`, Casso `tid`), the same whichever feed
   * reports the transfer: upper-case letters and digits, or null when the feed gave none.
   */
  bank_reference: string | null;
  direction: 'in' | 'out';
  /** Whole đồng, always positive. */
  amount: number;
  content: string;
  account_number: string | null;
  transferred_at: string | null;
  raw: unknown;
}

export function bankReference(value: string | null | undefined): string | null {
  const compact = (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return compact ? compact.slice(0, 100) : null;
}

/**
 * Bank feeds give local Vietnam time, "2026-11-21 09:30:00"; stored as UTC ISO.
 * Anything else is kept only in the raw body.
 */
export function vietnamTimeToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}+07:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function fromSepay(body: SepayWebhook): IncomingTransfer[] {
  return [
    {
      provider: 'sepay',
      provider_transaction_id: String(body.id),
      bank_reference: bankReference(body.referenceCode),
      direction: body.transferType,
      amount: body.transferAmount,
      // SePay's `content` is the transfer content; `description` is the whole SMS/statement line.
      content: (body.content || body.description || '').slice(0, 500),
      account_number: body.accountNumber?.slice(0, 30) ?? null,
      transferred_at: vietnamTimeToIso(body.transactionDate),
      raw: body,
    },
  ];
}

function fromCasso(body: CassoWebhook): IncomingTransfer[] {
  return body.data.map((item) => ({
    provider: 'casso' as const,
    provider_transaction_id: String(item.id),
    bank_reference: bankReference(item.tid),
    direction: item.amount < 0 ? ('out' as const) : ('in' as const),
    amount: Math.abs(item.amount),
    content: (item.description ?? '').slice(0, 500),
    account_number: item.bank_sub_acc_id?.slice(0, 30) ?? null,
    transferred_at: vietnamTimeToIso(item.when),
    raw: item,
  }));
}

/**
 * SePay's single object or Casso's `{ data: [...] }`; anything else is a 400. An amount that is
 * not whole đồng is refused (422) for the whole delivery: nothing of it is recorded.
 */
export function parseWebhookBody(body: unknown): IncomingTransfer[] {
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  let issues: readonly { message: string }[] = [];
  if (isObject && 'data' in body) {
    const casso = cassoWebhookSchema.safeParse(body);
    if (casso.success) return fromCasso(casso.data);
    issues = casso.error.issues;
  } else if (isObject) {
    const sepay = sepayWebhookSchema.safeParse(body);
    if (sepay.success) return fromSepay(sepay.data);
    issues = sepay.error.issues;
  }
  if (issues.some((issue) => issue.message === PAYMENT_MESSAGES.webhookAmountNotWhole)) {
    throw new AppError('WEBHOOK_AMOUNT_INVALID', PAYMENT_MESSAGES.webhookAmountNotWhole, 422);
  }
  throw new AppError('INVALID_WEBHOOK', PAYMENT_MESSAGES.webhookInvalid, 400);
}
