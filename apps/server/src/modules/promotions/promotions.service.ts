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
import { toPage } from '../catalog/catalog.dto.js';
import type {
  PromotionItemRow,
  PromotionRow,
  PromotionsAdminRepository,
} from './promotions.repository.js';

/** Promotions for the back office: list, write, switch on and off, delete. */
export class PromotionsAdminService {
  constructor(
    private readonly repository: PromotionsAdminRepository,
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
    const id = await this.repository.create(input);
    return this.get(id);
  }

  async update(id: number, input: PromotionValues): Promise<AdminPromotion> {
    await this.#checkItems(input);
    if (!(await this.repository.update(id, input))) {
      throw new AppError('PROMOTION_NOT_FOUND', M.notFound, 404);
    }
    return this.get(id);
  }

  async setStatus(id: number, status: 'active' | 'inactive'): Promise<AdminPromotion> {
    if (!(await this.repository.setStatus(id, status))) {
      throw new AppError('PROMOTION_NOT_FOUND', M.notFound, 404);
    }
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.repository.delete(id))) {
      throw new AppError('PROMOTION_NOT_FOUND', M.notFound, 404);
    }
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
