import { z } from 'zod';

import {
  flag,
  intIn,
  itemStatus,
  optionalId,
  optionalInt,
  optionalText,
  priceField,
  query,
  requiredText,
  salePriceField,
  slugField,
  sortOrderField,
} from './fields.js';
import { DEFAULT_MAX_SLOTS_PER_TIME_SLOT } from '../booking/constants.js';
import { CATALOG_ADMIN_LIMITS as L } from './limits.js';
import { CATALOG_ADMIN_MESSAGES as M } from './messages.js';

/** A sale price counts only below the list price (storefront §4); the form says so on the field. */
function salePriceBelowPrice(
  data: { price: number; sale_price: number | null },
  ctx: z.RefinementCtx,
) {
  if (data.sale_price !== null && data.sale_price >= data.price) {
    ctx.addIssue({ code: 'custom', path: ['sale_price'], message: M.salePriceBelowPrice });
  }
}

const common = {
  slug: slugField,
  category_id: optionalId(M.categoryInvalid),
  short_description: optionalText(L.shortDescriptionMax, M.shortDescriptionMax),
  description: optionalText(L.descriptionMax, M.descriptionMax),
  price: priceField,
  sale_price: salePriceField,
  is_featured: flag.default(false),
  status: itemStatus.default('active'),
  sort_order: sortOrderField,
};

export const productFields = {
  ...common,
  name: requiredText(M.productNameRequired, L.nameMax, M.nameMax),
  sku: requiredText(M.skuRequired, L.skuMax, M.skuMax)
    .regex(/^[A-Za-z0-9._-]+$/, M.skuInvalid)
    .transform((v) => v.toUpperCase()),
  brand: optionalText(L.brandMax, M.brandMax),
  supplier_id: optionalId(M.supplierInvalid),
  stock_quantity: intIn(0, L.stockMax, M.stockInvalid).default(0),
  min_stock_level: intIn(0, L.stockMax, M.minStockInvalid).default(5),
  usage_duration_days: optionalInt(1, L.usageDaysMax, M.usageDaysInvalid),
  is_sellable: flag.default(true),
};

/** POST /api/admin/products and PUT /api/admin/products/:id */
export const productInputSchema = z.object(productFields).superRefine(salePriceBelowPrice);
export type ProductInput = z.output<typeof productInputSchema>;
export type ProductInputRaw = z.input<typeof productInputSchema>;

const feature = z
  .string({ error: M.featureInvalid })
  .trim()
  .min(1, M.featureInvalid)
  .max(L.featureMax, M.featureInvalid);

export const serviceFields = {
  ...common,
  name: requiredText(M.serviceNameRequired, L.nameMax, M.nameMax),
  duration_minutes: z
    .number({ error: M.durationRequired })
    .int(M.durationInvalid)
    .min(L.durationMin, M.durationInvalid)
    .max(L.durationMax, M.durationInvalid),
  staff_required: intIn(1, L.staffRequiredMax, M.staffRequiredInvalid).default(1),
  max_slots_per_time_slot: intIn(1, L.maxSlotsPerTimeSlotMax, M.maxSlotsPerTimeSlotInvalid).default(
    DEFAULT_MAX_SLOTS_PER_TIME_SLOT,
  ),
  features: z
    .array(feature, { error: M.featureInvalid })
    .max(L.featuresMax, M.featuresMax)
    .default([]),
};

/** POST /api/admin/services and PUT /api/admin/services/:id */
export const serviceInputSchema = z.object(serviceFields).superRefine(salePriceBelowPrice);
export type ServiceInput = z.output<typeof serviceInputSchema>;
export type ServiceInputRaw = z.input<typeof serviceInputSchema>;

export const PRODUCT_ADMIN_SORTS = [
  'newest',
  'oldest',
  'name',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'sort_order',
  'best_selling',
] as const;
export type ProductAdminSort = (typeof PRODUCT_ADMIN_SORTS)[number];
export const PRODUCT_ADMIN_SORT_LABELS: Record<ProductAdminSort, string> = {
  newest: 'Mới nhất',
  oldest: 'Cũ nhất',
  name: 'Tên A – Z',
  price_asc: 'Giá tăng dần',
  price_desc: 'Giá giảm dần',
  stock_asc: 'Tồn kho ít nhất',
  stock_desc: 'Tồn kho nhiều nhất',
  sort_order: 'Thứ tự hiển thị',
  best_selling: 'Bán chạy nhất',
};

export const SERVICE_ADMIN_SORTS = [
  'newest',
  'oldest',
  'name',
  'price_asc',
  'price_desc',
  'duration',
  'sort_order',
  'popular',
] as const;
export type ServiceAdminSort = (typeof SERVICE_ADMIN_SORTS)[number];
export const SERVICE_ADMIN_SORT_LABELS: Record<ServiceAdminSort, string> = {
  newest: 'Mới nhất',
  oldest: 'Cũ nhất',
  name: 'Tên A – Z',
  price_asc: 'Giá tăng dần',
  price_desc: 'Giá giảm dần',
  duration: 'Thời lượng ngắn nhất',
  sort_order: 'Thứ tự hiển thị',
  popular: 'Đặt nhiều nhất',
};

export const STOCK_FILTERS = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** GET /api/admin/products */
export const productAdminListQuerySchema = z.object({
  page: query.page,
  per_page: query.perPage(L.perPage),
  search: query.search,
  category_id: query.id,
  supplier_id: query.id,
  status: query.status,
  featured: query.flag,
  stock: z.enum(STOCK_FILTERS, { error: M.invalidFilter }).optional(),
  sort: z.enum(PRODUCT_ADMIN_SORTS, { error: M.invalidSort }).default('newest'),
});
export type ProductAdminListQuery = z.output<typeof productAdminListQuerySchema>;

/** GET /api/admin/services */
export const serviceAdminListQuerySchema = z.object({
  page: query.page,
  per_page: query.perPage(L.perPage),
  search: query.search,
  category_id: query.id,
  status: query.status,
  featured: query.flag,
  sort: z.enum(SERVICE_ADMIN_SORTS, { error: M.invalidSort }).default('newest'),
});
export type ServiceAdminListQuery = z.output<typeof serviceAdminListQuerySchema>;

/** PUT …/:id/images: the same images in a new order. */
export const imageOrderSchema = z.object({
  image_urls: z
    .array(z.string({ error: M.imagesOrderInvalid }).max(500, M.imagesOrderInvalid), {
      error: M.imagesOrderInvalid,
    })
    .max(50, M.imagesOrderInvalid),
});

export const imageRemoveQuerySchema = z.object({
  url: z.string({ error: M.imageNotFound }).min(1, M.imageNotFound).max(500, M.imageNotFound),
});
