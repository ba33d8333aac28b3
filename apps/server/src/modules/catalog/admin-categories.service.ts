import {
  buildSearchText,
  CATALOG_ADMIN_LIMITS as L,
  CATALOG_ADMIN_MESSAGES as M,
  ITEM_STATUS_LABELS,
  searchItems,
  searchWords,
  type AdminCategory,
  type AdminCategoryNode,
  type ApiPage,
  type CategoryAdminListQuery,
  type CategoryInput,
  type CategoryStatistics,
  type CategoryType,
  type ItemStatus,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { auditFields, keysOf } from '../../lib/audit-fields.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { AdminCategoriesRepository, AdminCategoryRow } from './admin-categories.repository.js';
import { firstFreeSlug, slugOfName } from './admin-slugs.js';
import { toPage } from './catalog.dto.js';

const notFound = () => new AppError('CATEGORY_NOT_FOUND', M.categoryNotFound, 404);

function toAdminCategory(row: AdminCategoryRow): AdminCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    parent_id: row.parent_id,
    parent:
      row.parent_id !== null && row.parent_name !== null
        ? { id: row.parent_id, name: row.parent_name }
        : null,
    type: row.type,
    status: row.status,
    sort_order: row.sort_order,
    image_url: row.image_url,
    products_count: Number(row.items_count ?? 0),
    children_count: Number(row.children_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The month (YYYY-MM, UTC) of an ISO timestamp, and the last `n` months ending this one. */
function lastMonths(n: number, now = new Date()): string[] {
  const months: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

/**
 * Product and service categories, two levels deep: a top-level category may have children, a
 * child may not. The same rules hold whatever the client sends.
 */
export class AdminCategoriesService {
  constructor(
    private readonly repository: AdminCategoriesRepository,
    private readonly audit: AuditTrail,
  ) {}

  async list(query: CategoryAdminListQuery): Promise<ApiPage<AdminCategory>> {
    const filtered = (await this.repository.all(query.type)).map(toAdminCategory).filter((c) => {
      if (query.level === 0 && c.parent_id !== null) return false;
      if (query.level === 1 && c.parent_id === null) return false;
      if (query.status && c.status !== query.status) return false;
      return query.parent_id === undefined || c.parent_id === query.parent_id;
    });
    const rows = searchItems(filtered, searchWords(query.search), (c) => ({
      name: c.name,
      text: [c.description, c.slug],
    }));
    const offset = (query.page - 1) * query.per_page;
    return toPage(
      rows.slice(offset, offset + query.per_page),
      rows.length,
      query.page,
      query.per_page,
    );
  }

  /** Top-level categories with their children, in display order. */
  async tree(type?: CategoryType): Promise<AdminCategoryNode[]> {
    const all = (await this.repository.all(type)).map(toAdminCategory);
    return all
      .filter((c) => c.parent_id === null)
      .map((root) => ({ ...root, children: all.filter((c) => c.parent_id === root.id) }));
  }

  async get(id: number): Promise<AdminCategoryNode> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    const children = (await this.repository.all(row.type))
      .filter((c) => c.parent_id === id)
      .map(toAdminCategory);
    return { ...toAdminCategory(row), children };
  }

  async statistics(): Promise<CategoryStatistics> {
    const all = (await this.repository.all()).map(toAdminCategory);
    const months = lastMonths(L.chartMonths);
    const perMonth = new Map(months.map((m) => [m, 0]));
    for (const c of all) {
      const month = new Date(c.created_at).toISOString().slice(0, 7);
      if (perMonth.has(month)) perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
    }
    return {
      total_categories: all.length,
      active_categories: all.filter((c) => c.status === 'active').length,
      inactive_categories: all.filter((c) => c.status === 'inactive').length,
      product_categories: all.filter((c) => c.type === 'product').length,
      service_categories: all.filter((c) => c.type === 'service').length,
      root_categories: all.filter((c) => c.parent_id === null).length,
      categories_with_children: all.filter((c) => c.children_count > 0).length,
      categories_with_products: all.filter((c) => c.type === 'product' && c.products_count > 0)
        .length,
      categories_with_services: all.filter((c) => c.type === 'service' && c.products_count > 0)
        .length,
      created_per_month: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
    };
  }

  async create(input: CategoryInput): Promise<AdminCategory> {
    const id = await this.repository.transaction(async (trx) => {
      await this.#checkParent(trx, input, null);
      const base = slugOfName(input.name, 'danh-muc');
      const slug = firstFreeSlug(base, await this.repository.slugsLike(input.type, base, trx));
      const values = { ...this.#values(input), type: input.type, slug };
      const newId = await this.repository.insert(values, trx);
      await this.audit.record(trx, {
        action: 'create',
        resource: 'category',
        resourceId: newId,
        summary: `Tạo danh mục ${input.name}`,
        after: values,
      });
      return newId;
    });
    return this.get(id);
  }

  /** The slug stays as it was: links to the category keep working after a rename. */
  async update(id: number, input: CategoryInput): Promise<AdminCategory> {
    await this.repository.transaction(async (trx) => {
      const current = await this.repository.find(id, trx);
      if (!current) throw notFound();
      const hasChildren = Number(current.children_count) > 0;
      if (input.type !== current.type && (hasChildren || Number(current.items_count) > 0)) {
        throw fieldError('type', M.typeChangeBlocked);
      }
      if (input.parent_id !== null && hasChildren)
        throw fieldError('parent_id', M.hasChildrenCannotBeChild);
      await this.#checkParent(trx, input, id);
      let slug = current.slug;
      if (input.type !== current.type) {
        const base = slugOfName(input.name, 'danh-muc');
        slug = firstFreeSlug(base, await this.repository.slugsLike(input.type, base, trx));
      }
      const values = { ...this.#values(input), type: input.type, slug };
      await this.audit.record(trx, {
        action: 'update',
        resource: 'category',
        resourceId: id,
        summary: `Cập nhật danh mục ${input.name}`,
        before: auditFields(current, keysOf(values)),
        after: values,
      });
      await this.repository.update(id, values, trx);
      if (input.name !== current.name)
        await this.#refreshSearchText(trx, id, input.type, input.name);
    });
    return this.get(id);
  }

  async setStatus(id: number, status: ItemStatus): Promise<AdminCategory> {
    await this.repository.transaction(async (trx) => {
      const current = await this.repository.find(id, trx);
      if (!current || !(await this.repository.update(id, { status }, trx))) throw notFound();
      await this.audit.record(trx, {
        action: 'status',
        resource: 'category',
        resourceId: id,
        summary: `Đổi trạng thái danh mục ${current.name}: ${ITEM_STATUS_LABELS[status]}`,
        before: { status: current.status },
        after: { status },
      });
    });
    return this.get(id);
  }

  /** Refused while children or items remain: nothing is moved or orphaned silently. */
  async delete(id: number): Promise<void> {
    await this.repository.transaction(async (trx) => {
      const current = await this.repository.find(id, trx);
      if (!current) throw notFound();
      const children = Number(current.children_count);
      if (children > 0)
        throw new AppError('CATEGORY_HAS_CHILDREN', M.categoryHasChildren(children), 409);
      const items = Number(current.items_count);
      if (items > 0)
        throw new AppError('CATEGORY_HAS_ITEMS', M.categoryHasItems(items, current.type), 409);
      await this.audit.record(trx, {
        action: 'delete',
        resource: 'category',
        resourceId: id,
        summary: `Xóa danh mục ${current.name}`,
        before: auditFields(current, ['name', 'slug', 'type', 'parent_id', 'status']),
      });
      await this.repository.delete(id, trx);
    });
  }

  #values(input: CategoryInput) {
    return {
      name: input.name,
      description: input.description,
      parent_id: input.parent_id,
      status: input.status,
      sort_order: input.sort_order,
    };
  }

  /** The parent must exist, be top-level and of the same type, and not be the category itself. */
  async #checkParent(trx: Db, input: CategoryInput, selfId: number | null): Promise<void> {
    if (input.parent_id === null) return;
    if (input.parent_id === selfId) throw fieldError('parent_id', M.parentSelf);
    const parent = await this.repository.find(input.parent_id, trx);
    if (!parent) throw fieldError('parent_id', M.parentNotFound);
    if (parent.parent_id !== null) throw fieldError('parent_id', M.parentNotRoot);
    if (parent.type !== input.type) throw fieldError('parent_id', M.parentWrongType);
  }

  /** Items are found by their category's name too. */
  async #refreshSearchText(trx: Db, id: number, type: CategoryType, name: string): Promise<void> {
    if (type === 'product') {
      for (const p of await this.repository.productsOf(id, trx)) {
        await this.repository.setSearchText(
          'products',
          p.id,
          buildSearchText(p.name, p.short_description, name, p.brand),
          trx,
        );
      }
    } else {
      for (const s of await this.repository.servicesOf(id, trx)) {
        await this.repository.setSearchText(
          'services',
          s.id,
          buildSearchText(s.name, s.short_description, name),
          trx,
        );
      }
    }
  }
}
