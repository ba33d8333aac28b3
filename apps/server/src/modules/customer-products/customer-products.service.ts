import {
  addDaysIso,
  CUSTOMER_PRODUCT_MESSAGES as M,
  CUSTOMER_PRODUCT_RULES,
  canMarkFinished,
  customerProductState,
  salonToday,
  type CustomerProductDto,
  type CustomerProductStats,
  type CustomerProductsQuery,
  type CustomerProductsReply,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import { toCustomerProduct } from './customer-products.dto.js';
import type { CustomerProductsRepository } from './customer-products.repository.js';

/** The products a customer is using, their counts, and marking one used up. */
export class CustomerProductsService {
  constructor(
    private readonly repository: CustomerProductsRepository,
    private readonly today: () => string = () => salonToday(),
  ) {}

  async list(userId: number, query: CustomerProductsQuery): Promise<CustomerProductsReply> {
    const today = this.today();
    const nearEnd = addDaysIso(today, CUSTOMER_PRODUCT_RULES.nearExpiryDays);
    const [total, rows, stats] = await Promise.all([
      this.repository.count(userId, query.status, today, nearEnd),
      this.repository.page(
        userId,
        query.status,
        today,
        nearEnd,
        query.per_page,
        (query.page - 1) * query.per_page,
      ),
      this.stats(userId),
    ]);
    return {
      products: {
        data: rows.map((row) => toCustomerProduct(row, today)),
        meta: {
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
          per_page: query.per_page,
          total,
        },
      },
      stats,
    };
  }

  /** The first few, in the list's order (the overview tab). */
  async first(userId: number, count: number): Promise<CustomerProductDto[]> {
    const today = this.today();
    const nearEnd = addDaysIso(today, CUSTOMER_PRODUCT_RULES.nearExpiryDays);
    const rows = await this.repository.page(userId, undefined, today, nearEnd, count, 0);
    return rows.map((row) => toCustomerProduct(row, today));
  }

  async stats(userId: number): Promise<CustomerProductStats> {
    const today = this.today();
    const stats: CustomerProductStats = {
      total: 0,
      active: 0,
      near_expiry: 0,
      expired: 0,
      finished: 0,
    };
    for (const row of await this.repository.states(userId)) {
      const state = customerProductState(
        {
          purchase_date: row.purchase_date,
          usage_end_date: row.usage_end_date,
          stored_status: row.status,
        },
        today,
      );
      stats.total += 1;
      stats[state.status] += 1;
      if (state.is_near_expiry) stats.near_expiry += 1;
    }
    return stats;
  }

  /** In use (not used up, usage period not ended) to finished; own rows only. */
  async finish(userId: number, id: number, notes: string | null): Promise<CustomerProductDto> {
    const today = this.today();
    await this.repository.db.transaction().execute(async (trx) => {
      const row = await this.repository.findOwn(trx, userId, id);
      if (!row) throw notFound();
      const state = customerProductState(
        {
          purchase_date: row.purchase_date,
          usage_end_date: row.usage_end_date,
          stored_status: row.status,
        },
        today,
      );
      if (!canMarkFinished(state)) {
        throw new AppError('PRODUCT_NOT_ACTIVE', M.notActive, 409);
      }
      if (!(await this.repository.finish(trx, id, notes, new Date().toISOString()))) {
        throw new AppError('PRODUCT_NOT_ACTIVE', M.notActive, 409);
      }
    });
    const row = await this.repository.one(userId, id);
    if (!row) throw notFound();
    return toCustomerProduct(row, today);
  }
}

export function notFound(): AppError {
  return new AppError('CUSTOMER_PRODUCT_NOT_FOUND', M.notFound, 404);
}
