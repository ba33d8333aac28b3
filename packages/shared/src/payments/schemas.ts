import { z } from 'zod';
import { PAYMENT_TRANSACTION_STATUSES } from '../orders/dto.js';
import { PAYMENT_METHODS } from '../orders/constants.js';
import { PAYMENT_MESSAGES as M } from './messages.js';

/* Request schemas of the payments screen and the bank-transfer webhook. */

const MAX_ID = 2_147_483_647;
const MAX_AMOUNT = 1_000_000_000;

const amount = z
  .number({ error: M.amountInvalid })
  .int(M.amountInvalid)
  .min(0, M.amountInvalid)
  .max(MAX_AMOUNT, M.amountInvalid);
const name = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(100, M.nameTooLong);
const shortText = z.string().trim().max(100, M.textTooLong);

/** One payment method's settings (back-office §9 payment methods). */
export const paymentMethodSettingSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: M.methodsMustBeAll }),
    name,
    provider: shortText,
    is_active: z.boolean({ error: M.nameRequired }),
    processing_fee_percent: z
      .number({ error: M.feeInvalid })
      .min(0, M.feeInvalid)
      .max(100, M.feeInvalid),
    min_amount: amount,
    max_amount: amount,
    estimated_time: shortText,
  })
  .refine((value) => value.max_amount >= value.min_amount, {
    message: M.maxBelowMin,
    path: ['max_amount'],
  });

/** The whole list: every method exactly once. */
export const paymentMethodSettingsSchema = z
  .array(paymentMethodSettingSchema, { error: M.methodsMustBeAll })
  .refine(
    (list) =>
      list.length === PAYMENT_METHODS.length &&
      PAYMENT_METHODS.every((method) => list.some((s) => s.method === method)),
    M.methodsMustBeAll,
  );

export const installmentPlanSchema = z
  .object({
    id: z.string({ error: M.planIdInvalid }).regex(/^[a-z0-9-]{1,20}$/, M.planIdInvalid),
    name,
    months: z
      .number({ error: M.monthsInvalid })
      .int(M.monthsInvalid)
      .min(1, M.monthsInvalid)
      .max(60, M.monthsInvalid),
    interest_rate: z
      .number({ error: M.interestInvalid })
      .min(0, M.interestInvalid)
      .max(10, M.interestInvalid),
    min_amount: amount,
    max_amount: amount,
    is_active: z.boolean(),
  })
  .refine((value) => value.max_amount >= value.min_amount, {
    message: M.maxBelowMin,
    path: ['max_amount'],
  });

export const installmentPlansSchema = z
  .array(installmentPlanSchema)
  .max(10, M.plansTooMany)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, M.planIdDuplicate);

/** The account VietQR codes pay into (public settings group `payment`). */
export const bankAccountSchema = z.object({
  bank_bin: z
    .string({ error: M.bankBinInvalid })
    .trim()
    .regex(/^\d{6}$/, M.bankBinInvalid),
  bank_name: z
    .string({ error: M.bankNameRequired })
    .trim()
    .min(1, M.bankNameRequired)
    .max(100, M.nameTooLong),
  bank_account_number: z
    .string({ error: M.bankAccountInvalid })
    .trim()
    .regex(/^[0-9A-Za-z]{1,19}$/, M.bankAccountInvalid),
  bank_account_name: z
    .string({ error: M.bankAccountNameInvalid })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9 .,&()-]{2,50}$/, M.bankAccountNameInvalid)),
});
export type BankAccountInput = z.infer<typeof bankAccountSchema>;

export const PAYMENT_TRANSACTIONS_PAGE_SIZE = 10;
export const PAYMENT_TRANSACTIONS_PER_PAGE_MAX = 100;

export const paymentTransactionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce
    .number({ error: M.perPageInvalid })
    .int(M.perPageInvalid)
    .min(1, M.perPageInvalid)
    .max(PAYMENT_TRANSACTIONS_PER_PAGE_MAX, M.perPageInvalid)
    .default(PAYMENT_TRANSACTIONS_PAGE_SIZE),
  status: z.enum(PAYMENT_TRANSACTION_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  provider: z
    .string()
    .trim()
    .regex(/^[a-z]{1,20}$/)
    .optional(),
  q: z.string().trim().max(100).optional(),
});
export type PaymentTransactionListQuery = z.infer<typeof paymentTransactionListQuerySchema>;

export const matchTransactionSchema = z.object({
  order_id: z.coerce
    .number({ error: M.orderIdInvalid })
    .int(M.orderIdInvalid)
    .min(1, M.orderIdInvalid)
    .max(MAX_ID, M.orderIdInvalid),
  /** Staff confirm that an amount different from the order total is accepted. */
  accept_amount_difference: z.boolean().optional().default(false),
});
export type MatchTransactionInput = z.infer<typeof matchTransactionSchema>;

export const ignoreTransactionSchema = z.object({
  reason: z.string().trim().max(200, M.ignoreReasonTooLong).optional(),
});

/* The two webhook formats; anything the salon does not use is let through untouched. */

/** SePay: one transaction per call. */
export const sepayWebhookSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1).max(100)]),
  gateway: z.string().max(100).nullish(),
  transactionDate: z.string().max(40).nullish(),
  accountNumber: z.string().max(30).nullish(),
  content: z.string().max(1000).nullish(),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int(M.webhookAmountNotWhole).nonnegative().max(1e13),
  referenceCode: z.string().max(100).nullish(),
  description: z.string().max(1000).nullish(),
});
export type SepayWebhook = z.infer<typeof sepayWebhookSchema>;

/** Casso: a batch; a negative amount is money going out. */
export const cassoWebhookSchema = z.object({
  error: z.number().optional(),
  data: z
    .array(
      z.object({
        id: z.union([z.number().int(), z.string().min(1).max(100)]),
        tid: z.string().max(100).nullish(),
        description: z.string().max(1000).nullish(),
        amount: z.number().int(M.webhookAmountNotWhole).min(-1e13).max(1e13),
        when: z.string().max(40).nullish(),
        bank_sub_acc_id: z.string().max(30).nullish(),
      }),
    )
    .min(1)
    .max(500),
});
export type CassoWebhook = z.infer<typeof cassoWebhookSchema>;
