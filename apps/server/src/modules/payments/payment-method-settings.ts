import {
  DEFAULT_INSTALLMENT_PLANS,
  DEFAULT_PAYMENT_METHOD_SETTINGS,
  installmentPlansSchema,
  paymentMethodSettingsSchema,
  type InstallmentPlan,
  type PaymentMethodSetting,
} from '@salon/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { SettingsRepository } from '../settings/settings.repository.js';

export const PAYMENT_METHODS_KEY = 'payment_methods';
export const INSTALLMENT_PLANS_KEY = 'installment_plans';

/** A stored list when it still passes its schema, else the defaults (one bad edit breaks nothing). */
function parseList<T>(text: string | undefined, schema: z.ZodType<T[]>, defaults: T[]): T[] {
  if (!text) return defaults;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : defaults;
  } catch {
    return defaults;
  }
}

/**
 * The salon's payment methods (fee, min, max, on/off) and installment plans, kept in the
 * settings table; checkout reads `methods()` to refuse a method outside its range.
 */
export class PaymentMethodSettings {
  readonly #repository: SettingsRepository;

  constructor(db: Db) {
    this.#repository = new SettingsRepository(db);
  }

  async methods(): Promise<PaymentMethodSetting[]> {
    const stored = await this.#repository.read([PAYMENT_METHODS_KEY]);
    return parseList(
      stored.get(PAYMENT_METHODS_KEY),
      paymentMethodSettingsSchema,
      DEFAULT_PAYMENT_METHOD_SETTINGS,
    );
  }

  async installmentPlans(): Promise<InstallmentPlan[]> {
    const stored = await this.#repository.read([INSTALLMENT_PLANS_KEY]);
    return parseList(
      stored.get(INSTALLMENT_PLANS_KEY),
      installmentPlansSchema,
      DEFAULT_INSTALLMENT_PLANS,
    );
  }

  /** Saves a list already checked by `paymentMethodSettingsSchema`. */
  async saveMethods(methods: PaymentMethodSetting[]): Promise<PaymentMethodSetting[]> {
    await this.#repository.write(PAYMENT_METHODS_KEY, JSON.stringify(methods));
    return this.methods();
  }

  async saveInstallmentPlans(plans: InstallmentPlan[]): Promise<InstallmentPlan[]> {
    await this.#repository.write(INSTALLMENT_PLANS_KEY, JSON.stringify(plans));
    return this.installmentPlans();
  }
}
