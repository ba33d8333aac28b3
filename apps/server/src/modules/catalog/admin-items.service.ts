import {
  ITEM_STATUS_LABELS,
  type ApiPage,
  type DeleteOutcome,
  type ItemStatus,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import { isForeignKeyViolation, uniqueViolationColumn } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { fieldError, type AppError } from '../../lib/app-error.js';
import { auditFields } from '../../lib/audit-fields.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { ItemImagesService } from './admin-item-images.js';
import type { ItemImages } from './admin-item-images.repository.js';
import { firstFreeSlug, slugOfName } from './admin-slugs.js';
import { toPage } from './catalog.dto.js';

/** The list query both back-office item lists take. */
interface ItemListQuery<Sort> {
  page: number;
  per_page: number;
  sort: Sort;
}

/** What a product or service repository offers the shared service. */
export interface ItemRepository<Filter, Sort, Row, Values> {
  insert(values: Values & { slug: string }): Promise<number>;
  update(id: number, values: Values & { slug: string }): Promise<boolean>;
  setStatus(id: number, status: ItemStatus): Promise<boolean>;
  delete(id: number): Promise<boolean>;
  slugsLike(base: string): Promise<string[]>;
  count(filter: Filter): Promise<number>;
  list(filter: Filter, sort: Sort, limit: number, offset: number): Promise<Row[]>;
  find(id: number): Promise<Row | undefined>;
  /** Runs `work` in one transaction, with this repository built on it. */
  transaction<T>(
    work: (
      repo: ItemRepository<Filter, Sort, Row, Values>,
      trx: Transaction<Database>,
    ) => Promise<T>,
  ): Promise<T>;
}

/** What tells products and services apart in the shared service. */
export interface ItemKind<Row, Dto> {
  notFound: () => AppError;
  toDto: (row: Row) => Dto;
  /** The slug of a name that folds to nothing. */
  slugFallback: string;
  deactivatedMessage: string;
  deletedMessage: string;
  /** The message of a duplicate value, by unique column. */
  uniqueMessages: Record<string, string>;
  /** How the audit log names it. */
  resource: 'product' | 'service';
  /** 'sản phẩm' or 'dịch vụ', in the audit log's summaries. */
  label: string;
}

/**
 * Products or services as the back office manages them: list, read, create, update, status,
 * delete. Every write changes what the storefront shows at once. Subclasses turn a list query
 * into a filter and a form into row values.
 */
export abstract class AdminItemsService<
  Query extends ItemListQuery<Sort>,
  Sort,
  Filter,
  Input extends { name: string; slug?: string | null | undefined },
  Row extends { slug: string },
  Dto extends ItemImages,
  /** The row values of a form, slug aside. */
  Values,
> {
  constructor(
    protected readonly repository: ItemRepository<Filter, Sort, Row, Values>,
    private readonly kind: ItemKind<Row, Dto>,
    readonly images: ItemImagesService,
    private readonly audit: AuditTrail,
  ) {}

  protected abstract filterOf(query: Query): Filter;
  /** The row values of a checked form, slug aside. */
  protected abstract valuesOf(input: Input): Promise<Values>;

  async list(query: Query): Promise<ApiPage<Dto>> {
    const filter = this.filterOf(query);
    const total = await this.repository.count(filter);
    const offset = (query.page - 1) * query.per_page;
    const rows =
      offset < total ? await this.repository.list(filter, query.sort, query.per_page, offset) : [];
    return toPage(rows.map(this.kind.toDto), total, query.page, query.per_page);
  }

  async get(id: number): Promise<Dto> {
    const row = await this.repository.find(id);
    if (!row) throw this.kind.notFound();
    return this.kind.toDto(row);
  }

  async create(input: Input): Promise<Dto> {
    const values = await this.valuesOf(input);
    const slug = input.slug || (await this.#freeSlug(input.name));
    const id = await this.#write(() =>
      this.repository.transaction(async (repo, trx) => {
        const newId = await repo.insert({ ...values, slug });
        await this.audit.record(trx, {
          action: 'create',
          resource: this.kind.resource,
          resourceId: newId,
          summary: `Tạo ${this.kind.label} ${input.name}`,
          after: this.#audited({ ...values, slug }),
        });
        return newId;
      }),
    );
    return this.get(id);
  }

  /**
   * The audit entry is written before the row: a duplicate slug or SKU fails the update after
   * it, and the transaction takes both back.
   */
  async update(id: number, input: Input): Promise<Dto> {
    const current = await this.repository.find(id);
    if (!current) throw this.kind.notFound();
    const values = await this.valuesOf(input);
    const slug = input.slug || (await this.#freeSlug(input.name, current.slug));
    await this.#write(() =>
      this.repository.transaction(async (repo, trx) => {
        const before = await repo.find(id);
        if (!before) throw this.kind.notFound();
        const after = { ...values, slug };
        const priced = ['price', 'sale_price'].some(
          (key) => String(before[key as keyof Row]) !== String(after[key as keyof typeof after]),
        );
        await this.audit.record(trx, {
          action: 'update',
          resource: this.kind.resource,
          resourceId: id,
          summary: `${priced ? 'Đổi giá' : 'Cập nhật'} ${this.kind.label} ${input.name}`,
          before: this.#audited(before, after),
          after: this.#audited(after),
        });
        await repo.update(id, after);
      }),
    );
    return this.get(id);
  }

  async setStatus(id: number, status: ItemStatus): Promise<Dto> {
    await this.repository.transaction(async (repo, trx) => {
      const before = await repo.find(id);
      if (!before || !(await repo.setStatus(id, status))) throw this.kind.notFound();
      await this.#recordStatus(trx, id, before, status);
    });
    return this.get(id);
  }

  /**
   * Removes the item and its pictures. An item other rows still refer to (a cart line, an order
   * line, an appointment) cannot go, since those must keep showing what was bought: it is
   * deactivated instead.
   */
  async delete(id: number): Promise<DeleteOutcome> {
    const row = await this.repository.find(id);
    if (!row) throw this.kind.notFound();
    try {
      // Recorded first: when the delete is refused, the entry goes with it.
      await this.repository.transaction(async (repo, trx) => {
        await this.audit.record(trx, {
          action: 'delete',
          resource: this.kind.resource,
          resourceId: id,
          summary: `Xóa ${this.kind.label} ${this.#nameOf(row)}`,
          before: this.#audited(row, { name: 0, slug: 0, price: 0, sale_price: 0, status: 0 }),
        });
        await repo.delete(id);
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await this.repository.transaction(async (repo, trx) => {
        const before = await repo.find(id);
        if (!before || !(await repo.setStatus(id, 'inactive'))) throw this.kind.notFound();
        await this.#recordStatus(trx, id, before, 'inactive');
      });
      return { deleted: false, deactivated: true, message: this.kind.deactivatedMessage };
    }
    await this.images.removeAll(this.kind.toDto(row));
    return { deleted: true, deactivated: false, message: this.kind.deletedMessage };
  }

  async #recordStatus(trx: Transaction<Database>, id: number, before: Row, status: ItemStatus) {
    await this.audit.record(trx, {
      action: 'status',
      resource: this.kind.resource,
      resourceId: id,
      summary: `Đổi trạng thái ${this.kind.label} ${this.#nameOf(before)}: ${ITEM_STATUS_LABELS[status]}`,
      before: { status: (before as { status?: unknown }).status },
      after: { status },
    });
  }

  #nameOf(row: Row): string {
    const name = (row as { name?: unknown }).name;
    return typeof name === 'string' ? name : '';
  }

  /** The written columns of a row, as the audit log compares them (search columns left out). */
  #audited(row: object, like: object = row): Record<string, unknown> | null {
    const keys = Object.keys(like).filter((key) => key !== 'search_text' && key !== 'search_name');
    return auditFields(row, keys);
  }

  /** A slug made from the name that no other item has (`own` is the item's current one). */
  async #freeSlug(name: string, own?: string): Promise<string> {
    const base = slugOfName(name, this.kind.slugFallback);
    const taken = (await this.repository.slugsLike(base)).filter((slug) => slug !== own);
    return firstFreeSlug(base, taken);
  }

  /** A duplicate slug (or SKU) becomes a 422 on that field. */
  async #write<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      const column = uniqueViolationColumn(error);
      const message = column ? this.kind.uniqueMessages[column] : undefined;
      if (column && message) throw fieldError(column, message);
      throw error;
    }
  }
}
