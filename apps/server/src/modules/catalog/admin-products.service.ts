import {
  buildSearchText,
  CATALOG_ADMIN_MESSAGES as M,
  searchWords,
  type AdminProduct,
  type ApiPage,
  type DeleteOutcome,
  type ItemStatus,
  type ProductAdminListQuery,
  type ProductInput,
} from '@salon/shared';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isForeignKeyViolation, uniqueViolationColumn } from '../../db/errors.js';
import { toAdminProduct } from './admin-catalog.dto.js';
import type { ItemImagesService } from './admin-item-images.js';
import type {
  AdminProductsRepository,
  CatalogRefsRepository,
} from './admin-products.repository.js';
import { firstFreeSlug, slugOfName } from './admin-slugs.js';
import { toPage } from './catalog.dto.js';

export const productNotFound = () => new AppError('PRODUCT_NOT_FOUND', M.productNotFound, 404);

/** Products as the back office manages them. Every write changes what the storefront shows at once. */
export class AdminProductsService {
  constructor(
    private readonly repository: AdminProductsRepository,
    private readonly refs: CatalogRefsRepository,
    readonly images: ItemImagesService,
  ) {}

  async list(query: ProductAdminListQuery): Promise<ApiPage<AdminProduct>> {
    const filter = {
      words: searchWords(query.search),
      categoryId: query.category_id,
      supplierId: query.supplier_id,
      status: query.status,
      featured: query.featured,
      stock: query.stock,
    };
    const total = await this.repository.count(filter);
    const offset = (query.page - 1) * query.per_page;
    const rows =
      offset < total ? await this.repository.list(filter, query.sort, query.per_page, offset) : [];
    return toPage(rows.map(toAdminProduct), total, query.page, query.per_page);
  }

  async get(id: number): Promise<AdminProduct> {
    const row = await this.repository.find(id);
    if (!row) throw productNotFound();
    return toAdminProduct(row);
  }

  async create(input: ProductInput): Promise<AdminProduct> {
    const values = await this.#values(input);
    let slug = input.slug;
    if (!slug) {
      const base = slugOfName(input.name, 'san-pham');
      slug = firstFreeSlug(base, await this.repository.slugsLike(base));
    }
    const id = await this.#write(() => this.repository.insert({ ...values, slug }));
    return this.get(id);
  }

  async update(id: number, input: ProductInput): Promise<AdminProduct> {
    const current = await this.repository.find(id);
    if (!current) throw productNotFound();
    const values = await this.#values(input);
    let slug = input.slug;
    if (!slug) {
      const base = slugOfName(input.name, 'san-pham');
      slug = firstFreeSlug(
        base,
        (await this.repository.slugsLike(base)).filter((s) => s !== current.slug),
      );
    }
    await this.#write(() => this.repository.update(id, { ...values, slug }));
    return this.get(id);
  }

  async setStatus(id: number, status: ItemStatus): Promise<AdminProduct> {
    if (!(await this.repository.update(id, { status }))) throw productNotFound();
    return this.get(id);
  }

  /**
   * Removes the product and its pictures. A product other rows still refer to (a cart line, an
   * order line) cannot go, since those must keep showing what was bought: it is deactivated.
   */
  async delete(id: number): Promise<DeleteOutcome> {
    const row = await this.repository.find(id);
    if (!row) throw productNotFound();
    try {
      await this.repository.delete(id);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await this.repository.update(id, { status: 'inactive' });
      return { deleted: false, deactivated: true, message: M.productDeactivated };
    }
    await this.images.removeAll(toAdminProduct(row));
    return { deleted: true, deactivated: false, message: M.productDeleted };
  }

  async #values(input: ProductInput) {
    let categoryName: string | null = null;
    if (input.category_id !== null) {
      const category = await this.refs.category(input.category_id);
      if (!category || category.type !== 'product')
        throw fieldError('category_id', M.categoryInvalid);
      categoryName = category.name;
    }
    if (input.supplier_id !== null && !(await this.refs.supplierExists(input.supplier_id))) {
      throw fieldError('supplier_id', M.supplierInvalid);
    }
    return {
      name: input.name,
      sku: input.sku,
      brand: input.brand,
      category_id: input.category_id,
      supplier_id: input.supplier_id,
      short_description: input.short_description,
      description: input.description,
      price: input.price,
      sale_price: input.sale_price,
      stock_quantity: input.stock_quantity,
      min_stock_level: input.min_stock_level,
      usage_duration_days: input.usage_duration_days,
      is_sellable: input.is_sellable,
      is_featured: input.is_featured,
      status: input.status,
      sort_order: input.sort_order,
      search_text: buildSearchText(input.name, input.short_description, categoryName, input.brand),
    };
  }

  /** A duplicate slug or SKU becomes a 422 on that field. */
  async #write<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const column = uniqueViolationColumn(error);
      if (column === 'slug') throw fieldError('slug', M.slugTaken);
      if (column === 'sku') throw fieldError('sku', M.skuTaken);
      throw error;
    }
  }
}
