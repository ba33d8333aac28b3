import { customerProductState, type CustomerProductDto } from '@salon/shared';
import { parseStringList } from '../catalog/catalog.dto.js';
import type { CustomerProductListRow } from './customer-products.repository.js';

export function toCustomerProduct(row: CustomerProductListRow, today: string): CustomerProductDto {
  return {
    id: row.id,
    product: {
      id: row.product_id,
      name: row.product_name,
      slug: row.slug,
      image: parseStringList(row.thumbnail_urls)[0] ?? null,
    },
    purchase_date: row.purchase_date,
    usage_end_date: row.usage_end_date,
    notes: row.notes,
    finished_at: row.finished_at,
    order_id: row.order_id,
    ...customerProductState(
      {
        purchase_date: row.purchase_date,
        usage_end_date: row.usage_end_date,
        stored_status: row.status,
      },
      today,
    ),
  };
}
