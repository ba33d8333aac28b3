import {
  buildSearchText,
  CATALOG_ADMIN_MESSAGES as M,
  searchWords,
  type AdminService,
  type ServiceAdminListQuery,
  type ServiceAdminSort,
  type ServiceInput,
} from '@salon/shared';
import type { Insertable } from 'kysely';
import type { ServiceTable } from '../../db/schema.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { toAdminService } from './admin-catalog.dto.js';
import type { ItemImagesService } from './admin-item-images.js';
import { AdminItemsService } from './admin-items.service.js';
import type { CatalogRefsRepository } from './admin-products.repository.js';
import type {
  AdminServiceFilter,
  AdminServiceRow,
  AdminServicesRepository,
} from './admin-services.repository.js';

export const serviceNotFound = () => new AppError('SERVICE_NOT_FOUND', M.serviceNotFound, 404);

/**
 * Services as the back office manages them. A service that appointments or orders refer to is
 * deactivated instead of deleted, so their history keeps its name and price.
 */
export class AdminServicesService extends AdminItemsService<
  ServiceAdminListQuery,
  ServiceAdminSort,
  AdminServiceFilter,
  ServiceInput,
  AdminServiceRow,
  AdminService,
  Omit<Insertable<ServiceTable>, 'slug'>
> {
  constructor(
    repository: AdminServicesRepository,
    private readonly refs: CatalogRefsRepository,
    images: ItemImagesService,
    audit: AuditTrail,
  ) {
    super(
      repository,
      {
        notFound: serviceNotFound,
        toDto: toAdminService,
        slugFallback: 'dich-vu',
        deactivatedMessage: M.serviceDeactivated,
        deletedMessage: M.serviceDeleted,
        resource: 'service',
        label: 'dịch vụ',
        uniqueMessages: { slug: M.slugTaken },
      },
      images,
      audit,
    );
  }

  protected filterOf(query: ServiceAdminListQuery): AdminServiceFilter {
    return {
      words: searchWords(query.search),
      categoryId: query.category_id,
      status: query.status,
      featured: query.featured,
    };
  }

  protected async valuesOf(input: ServiceInput) {
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
      max_slots_per_time_slot: input.max_slots_per_time_slot,
      features: JSON.stringify(input.features),
      is_featured: input.is_featured,
      status: input.status,
      sort_order: input.sort_order,
      search_text: buildSearchText(input.name, input.short_description, categoryName),
      search_name: buildSearchText(input.name),
    };
  }
}
