import { stockStatus, type AdminProduct, type AdminService } from '@salon/shared';
import { parseStringList } from './admin-item-images.repository.js';
import type { AdminProductRow } from './admin-products.repository.js';
import type { AdminServiceRow } from './admin-services.repository.js';

function categoryRef(row: {
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
}) {
  return row.category_id !== null && row.category_name !== null
    ? { id: row.category_id, name: row.category_name, slug: row.category_slug ?? '' }
    : null;
}

export function toAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    brand: row.brand,
    category_id: row.category_id,
    category: categoryRef(row),
    supplier_id: row.supplier_id,
    supplier:
      row.supplier_id !== null && row.supplier_name !== null
        ? { id: row.supplier_id, code: row.supplier_code ?? '', name: row.supplier_name }
        : null,
    short_description: row.short_description,
    description: row.description,
    price: Number(row.price),
    sale_price: row.sale_price === null ? null : Number(row.sale_price),
    stock_quantity: row.stock_quantity,
    min_stock_level: row.min_stock_level,
    stock_status: stockStatus(row.stock_quantity, row.min_stock_level),
    usage_duration_days: row.usage_duration_days,
    is_sellable: row.is_sellable,
    is_featured: row.is_featured,
    status: row.status,
    sort_order: row.sort_order,
    image_urls: parseStringList(row.image_urls),
    thumbnail_urls: parseStringList(row.thumbnail_urls),
    rating: row.rating,
    review_count: row.review_count,
    sold_count: row.sold_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toAdminService(row: AdminServiceRow): AdminService {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category_id: row.category_id,
    category: categoryRef(row),
    short_description: row.short_description,
    description: row.description,
    price: Number(row.price),
    sale_price: row.sale_price === null ? null : Number(row.sale_price),
    duration_minutes: row.duration_minutes,
    staff_required: row.staff_required,
    max_slots_per_time_slot: row.max_slots_per_time_slot,
    features: parseStringList(row.features),
    is_featured: row.is_featured,
    status: row.status,
    sort_order: row.sort_order,
    image_urls: parseStringList(row.image_urls),
    thumbnail_urls: parseStringList(row.thumbnail_urls),
    rating: row.rating,
    review_count: row.review_count,
    booking_count: row.booking_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
