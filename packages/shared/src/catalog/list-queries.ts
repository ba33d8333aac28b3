import { z } from 'zod';
import {
  CATALOG_LIMITS,
  CATALOG_MESSAGES,
  CATEGORY_TYPES,
  PRODUCT_SORTS,
  SERVICE_SORTS,
} from './catalog-constants.js';

const M = CATALOG_MESSAGES;

const page = z.coerce
  .number({ error: M.invalidPage })
  .int(M.invalidPage)
  .min(1, M.invalidPage)
  .default(1);
const perPage = (fallback: number) =>
  z.coerce
    .number({ error: M.invalidPerPage })
    .int(M.invalidPerPage)
    .min(1, M.invalidPerPage)
    .max(CATALOG_LIMITS.maxPerPage, M.invalidPerPage)
    .default(fallback);
const search = z
  .string({ error: M.searchTooLong })
  .trim()
  .max(CATALOG_LIMITS.searchMax, M.searchTooLong)
  .optional();
/** A category by id or slug. */
const category = z
  .string({ error: M.invalidCategory })
  .trim()
  .max(160, M.invalidCategory)
  .regex(/^[a-z0-9-]+$/, M.invalidCategory)
  .optional();
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const money = z.coerce.number({ error: M.invalidPrice }).int(M.invalidPrice).min(0, M.invalidPrice);

/** GET /api/public/categories */
export const categoryListQuerySchema = z.object({
  type: z.enum(CATEGORY_TYPES, { error: M.invalidCategoryType }),
});
export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;

/** GET /api/public/services */
export const serviceListQuerySchema = z.object({
  page,
  per_page: perPage(CATALOG_LIMITS.servicesPerPage),
  search,
  category,
  sort: z.enum(SERVICE_SORTS, { error: M.invalidSort }).default('popular'),
  featured: flag.optional(),
});
export type ServiceListQuery = z.output<typeof serviceListQuerySchema>;

/** GET /api/public/products */
export const productListQuerySchema = z.object({
  page,
  per_page: perPage(CATALOG_LIMITS.productsPerPage),
  search,
  category,
  sort: z.enum(PRODUCT_SORTS, { error: M.invalidSort }).default('popular'),
  featured: flag.optional(),
  in_stock: flag.optional(),
  on_sale: flag.optional(),
  min_price: money.optional(),
  max_price: money.optional(),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
