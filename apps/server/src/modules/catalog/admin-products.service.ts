import {
  buildSearchText,
  CATALOG_ADMIN_MESSAGES as M,
  searchWords,
  type AdminProduct,
  type ProductAdminListQuery,
  type ProductAdminSort,
  type ProductInput,
} from '@salon/shared';
import type { Insertable } from 'kysely';
import type { ProductTable } from '../../db/schema.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { toAdminProduct } from './admin-catalog.dto.js';
import type { ItemImagesService } from './admin-item-images.js';
import { AdminItemsService } from './admin-items.service.js';
import type {
  AdminProductFilter,
  AdminProductRow,
  AdminProductsRepository,
  CatalogRefsRepository,
} from './admin-products.repository.js';

export const productNotFound = () => new AppError('PRODUCT_NOT_FOUND', M.productNotFound, 404);

/** Products as the back office manages them. */
export class AdminProductsService extends AdminItemsService<
  ProductAdminListQuery,
  ProductAdminSort,
  AdminProductFilter,
  ProductInput,
  AdminProductRow,
  AdminProduct,
  Omit<Insertable<ProductTable>, 'slug'>
> {
  constructor(
    repository: AdminProductsRepository,
    private readonly refs: CatalogRefsRepository,
    images: ItemImagesService,
    audit: AuditTrail,
  ) {
    super(
      repository,
      {
        notFound: productNotFound,
        toDto: toAdminProduct,
        slugFallback: 'san-pham',
        deactivatedMessage: M.productDeactivated,
        deletedMessage: M.productDeleted,
        resource: 'product',
        label: 'sản phẩm',
        uniqueMessages: { slug: M.slugTaken, sku: M.skuTaken },
      },
      images,
      audit,
    );
  }

  protected filterOf(query: ProductAdminListQuery): AdminProductFilter {
    return {
      words: searchWords(query.search),
      categoryId: query.category_id,
      supplierId: query.supplier_id,
      status: query.status,
      featured: query.featured,
      stock: query.stock,
    };
  }

  protected async valuesOf(input: ProductInput) {
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
      search_name: buildSearchText(input.name),
    };
  }
}
