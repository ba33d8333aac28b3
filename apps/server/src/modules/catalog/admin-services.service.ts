import {
  buildSearchText,
  CATALOG_ADMIN_MESSAGES as M,
  searchWords,
  type AdminService,
  type ApiPage,
  type DeleteOutcome,
  type ItemStatus,
  type ServiceAdminListQuery,
  type ServiceInput,
} from '@salon/shared';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isForeignKeyViolation, uniqueViolationColumn } from '../../db/errors.js';
import { toAdminService } from './admin-catalog.dto.js';
import type { ItemImagesService } from './admin-item-images.js';
import type { CatalogRefsRepository } from './admin-products.repository.js';
import type { AdminServicesRepository } from './admin-services.repository.js';
import { firstFreeSlug, slugOfName } from './admin-slugs.js';
import { toPage } from './catalog.dto.js';

export const serviceNotFound = () => new AppError('SERVICE_NOT_FOUND', M.serviceNotFound, 404);

/** Services as the back office manages them. Every write changes what the storefront shows at once. */
export class AdminServicesService {
  constructor(
    private readonly repository: AdminServicesRepository,
    private readonly refs: CatalogRefsRepository,
    readonly images: ItemImagesService,
  ) {}

  async list(query: ServiceAdminListQuery): Promise<ApiPage<AdminService>> {
    const filter = {
      words: searchWords(query.search),
      categoryId: query.category_id,
      status: query.status,
      featured: query.featured,
    };
    const total = await this.repository.count(filter);
    const offset = (query.page - 1) * query.per_page;
    const rows =
      offset < total ? await this.repository.list(filter, query.sort, query.per_page, offset) : [];
    return toPage(rows.map(toAdminService), total, query.page, query.per_page);
  }

  async get(id: number): Promise<AdminService> {
    const row = await this.repository.find(id);
    if (!row) throw serviceNotFound();
    return toAdminService(row);
  }

  async create(input: ServiceInput): Promise<AdminService> {
    const values = await this.#values(input);
    let slug = input.slug;
    if (!slug) {
      const base = slugOfName(input.name, 'dich-vu');
      slug = firstFreeSlug(base, await this.repository.slugsLike(base));
    }
    const id = await this.#write(() => this.repository.insert({ ...values, slug }));
    return this.get(id);
  }

  async update(id: number, input: ServiceInput): Promise<AdminService> {
    const current = await this.repository.find(id);
    if (!current) throw serviceNotFound();
    const values = await this.#values(input);
    let slug = input.slug;
    if (!slug) {
      const base = slugOfName(input.name, 'dich-vu');
      slug = firstFreeSlug(
        base,
        (await this.repository.slugsLike(base)).filter((s) => s !== current.slug),
      );
    }
    await this.#write(() => this.repository.update(id, { ...values, slug }));
    return this.get(id);
  }

  async setStatus(id: number, status: ItemStatus): Promise<AdminService> {
    if (!(await this.repository.update(id, { status }))) throw serviceNotFound();
    return this.get(id);
  }

  /**
   * Removes the service and its pictures; a service that appointments or orders refer to is
   * deactivated instead, so their history keeps its name and price.
   */
  async delete(id: number): Promise<DeleteOutcome> {
    const row = await this.repository.find(id);
    if (!row) throw serviceNotFound();
    try {
      await this.repository.delete(id);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await this.repository.update(id, { status: 'inactive' });
      return { deleted: false, deactivated: true, message: M.serviceDeactivated };
    }
    await this.images.removeAll(toAdminService(row));
    return { deleted: true, deactivated: false, message: M.serviceDeleted };
  }

  async #values(input: ServiceInput) {
    let categoryName: string | null = null;
    if (input.category_id !== null) {
      const category = await this.refs.category(input.category_id);
      if (!category || category.type !== 'service')
        throw fieldError('category_id', M.categoryInvalid);
      categoryName = category.name;
    }
    return {
      name: input.name,
      category_id: input.category_id,
      short_description: input.short_description,
      description: input.description,
      price: input.price,
      sale_price: input.sale_price,
      duration_minutes: input.duration_minutes,
      staff_required: input.staff_required,
      features: JSON.stringify(input.features),
      is_featured: input.is_featured,
      status: input.status,
      sort_order: input.sort_order,
      search_text: buildSearchText(input.name, input.short_description, categoryName),
    };
  }

  async #write<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolationColumn(error) === 'slug') throw fieldError('slug', M.slugTaken);
      throw error;
    }
  }
}
