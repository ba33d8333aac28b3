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
import type { AuditTrail } from '../audit/audit-trail.js';
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

  constructor(
    private readonly db: Db,
    /** Records the back office's saves; without it (checkout's reads) nothing is saved here. */
    private readonly audit?: AuditTrail,
  ) {
    this.#repository = new SettingsRepository(db);
  }

  async methods(repository = this.#repository): Promise<PaymentMethodSetting[]> {
    const stored = await repository.read([PAYMENT_METHODS_KEY]);
    return parseList(
      stored.get(PAYMENT_METHODS_KEY),
      paymentMethodSettingsSchema,
      DEFAULT_PAYMENT_METHOD_SETTINGS,
    );
  }

  async installmentPlans(repository = this.#repository): Promise<InstallmentPlan[]> {
    const stored = await repository.read([INSTALLMENT_PLANS_KEY]);
    return parseList(
      stored.get(INSTALLMENT_PLANS_KEY),
      installmentPlansSchema,
      DEFAULT_INSTALLMENT_PLANS,
    );
  }

  /** Saves a list already checked by `paymentMethodSettingsSchema`. */
  async saveMethods(methods: PaymentMethodSetting[]): Promise<PaymentMethodSetting[]> {
    await this.#save(PAYMENT_METHODS_KEY, methods, methodKey, async (repository) => ({
      before: byKey(await this.methods(repository), methodKey),
      summary: 'Cập nhật phương thức thanh toán',
    }));
    return this.methods();
  }

  async saveInstallmentPlans(plans: InstallmentPlan[]): Promise<InstallmentPlan[]> {
    await this.#save(INSTALLMENT_PLANS_KEY, plans, planKey, async (repository) => ({
      before: byKey(await this.installmentPlans(repository), planKey),
      summary: 'Cập nhật gói trả góp',
    }));
    return this.installmentPlans();
  }

  /** Writes the list and its audit entry (each item a field, so only changed items are kept). */
  async #save<T>(
    key: string,
    list: T[],
    keyOf: (item: T) => string,
    describe: (
      repository: SettingsRepository,
    ) => Promise<{ before: Record<string, unknown>; summary: string }>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repository = new SettingsRepository(trx);
      const { before, summary } = await describe(repository);
      await repository.write(key, JSON.stringify(list));
      await this.audit?.record(trx, {
        action: 'update',
        resource: 'setting',
        resourceId: key,
        summary,
        before,
        after: byKey(list, keyOf),
      });
    });
  }
}

/** A list as a record by each item's key, so that an audit entry names the items changed. */
function byKey<T>(list: readonly T[], keyOf: (item: T) => string): Record<string, unknown> {
  return Object.fromEntries(list.map((item) => [keyOf(item), item]));
}

const methodKey = (item: PaymentMethodSetting) => item.method;
const planKey = (item: InstallmentPlan) => item.id;
