import {
  PROMOTION_MESSAGES as M,
  promotionState,
  salonToday,
  searchWords,
  type AdminPromotion,
  type ApiPage,
  type PromotionListQuery,
  type PromotionValues,
} from '@salon/shared';
import { AppError, fieldError } from '../../lib/app-error.js';
import { auditFields, keysOf } from '../../lib/audit-fields.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { toPage } from '../catalog/catalog.dto.js';
import type {
  PromotionItemRow,
  PromotionRow,
  PromotionsAdminRepository,
} from './promotions.repository.js';

/** The items a promotion applies to, as the audit log compares them: 'product:3'. */
function itemKeys(items: readonly { type: string; id: number }[]): string[] {
  return [...new Set(items.map((item) => `${item.type}:${item.id}`))].sort();
}

/** A promotion's form as the audit log keeps it. */
function valuesOf(input: PromotionValues): Record<string, unknown> {
  const { items, ...fields } = input;
  return { ...fields, items: itemKeys(items) };
}

/** Promotions for the back office: list, write, switch on and off, delete. */
export class PromotionsAdminService {
  constructor(
    private readonly repository: PromotionsAdminRepository,
    private readonly audit: AuditTrail,
    private readonly today: () => string = () => salonToday(),
  ) {}

  async list(query: PromotionListQuery): Promise<ApiPage<AdminPromotion>> {
    const today = this.today();
    const words = searchWords(query.search);
    const [total, rows] = await Promise.all([
      this.repository.count(query, today, words),
      this.repository.list(query, today, words),
    ]);
    const items = await this.repository.itemsOf(rows.map((row) => row.id));
    return toPage(
      rows.map((row) => this.#toAdmin(row, items, today)),
      total,
      query.page,
      query.per_page,
    );
  }

  async get(id: number): Promise<AdminPromotion> {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('PROMOTION_NOT_FOUND', M.notFound, 404);
    return this.#toAdmin(row, await this.repository.itemsOf([id]), this.today());
  }

  async create(input: PromotionValues): Promise<AdminPromotion> {
    await this.#checkItems(input);
    const id = await this.repository.transaction(async (repo, trx) => {
      const newId = await repo.create(input);
      await this.audit.record(trx, {
        action: 'create',
        resource: 'promotion',
        resourceId: newId,
        summary: `Tạo khuyến mãi ${input.name}`,
        after: valuesOf(input),
      });
      return newId;
    });
    return this.get(id);
  }

  async update(id: number, input: PromotionValues): Promise<AdminPromotion> {
    await this.#checkItems(input);
    await this.repository.transaction(async (repo, trx) => {
      const before = await repo.find(id);
      if (!before) throw new AppError('PROMOTION_NOT_FOUND', M.notFound, 404);
      const items = await repo.itemsOf([id]);
      const after = valuesOf(input);
      // Recorded first: a write the database refuses takes the entry back with it.
      await this.audit.record(trx, {
        action: 'update',
        resource: 'promotion',
        resourceId: id,
        summary: `Cập nhật khuyến mãi ${input.name}`,
        before: { ...auditFields(before, keysOf(after)), items: itemKeys(items) },
        after,
      });
      await repo.update(id, input);
    });
    return this.get(id);
  }

  async setStatus(id: number, status: 'active' | 'inactive'): Promise<AdminPromotion> {
    await this.repository.transaction(async (repo, trx) => {
      const before = await repo.find(id);
      if (!before || !(await repo.setStatus(id, status))) {
        throw new AppError('PROMOTION_NOT_FOUND', M.notFound, 404);
      }
      await this.audit.record(trx, {
        action: 'status',
        resource: 'promotion',
        resourceId: id,
        summary: `${status === 'active' ? 'Bật' : 'Tắt'} khuyến mãi ${before.name}`,
        before: { status: before.status },
        after: { status },
      });
    });
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    await this.repository.transaction(async (repo, trx) => {
      const before = await repo.find(id);
      if (!before || !(await repo.delete(id))) {
        throw new AppError('PROMOTION_NOT_FOUND', M.notFound, 404);
      }
      await this.audit.record(trx, {
        action: 'delete',
        resource: 'promotion',
        resourceId: id,
        summary: `Xóa khuyến mãi ${before.name}`,
        before: auditFields(before, ['name', 'discount_type', 'discount_value', 'status']),
      });
    });
  }

  async #checkItems(input: PromotionValues): Promise<void> {
    const unique = new Set(input.items.map((item) => `${item.type}:${item.id}`));
    if ((await this.repository.existingItems(input.items)) !== unique.size) {
      throw fieldError('items', M.unknownItems);
    }
  }

  #toAdmin(row: PromotionRow, items: PromotionItemRow[], today: string): AdminPromotion {
    return {
      ...row,
      state: promotionState(row, today),
      items: items
        .filter((item) => item.promotion_id === row.id)
        .map(({ type, id, name, price }) => ({ type, id, name, price })),
    };
  }
}
