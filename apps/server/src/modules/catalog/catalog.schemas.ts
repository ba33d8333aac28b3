/** Reply schemas of the public catalogue (validated on the way out, documented in OpenAPI). */
import type {
  CategoryWithCount,
  PublicProductDetail,
  PublicPromotion,
  PublicProductSummary,
  PublicServiceDetail,
  PublicServiceSummary,
  PromotionTerms,
} from '@salon/shared';
import { z } from 'zod';

const categoryRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const categoryWithCountSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().nullable(),
  count: z.number(),
}) satisfies z.ZodType<CategoryWithCount>;

const priceShape = {
  price: z.number(),
  sale_price: z.number().nullable(),
  final_price: z.number(),
  discount_amount: z.number(),
  discount_percentage: z.number(),
  is_on_sale: z.boolean(),
};

const urls = z.array(z.string());

export const serviceSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  short_description: z.string().nullable(),
  ...priceShape,
  duration_minutes: z.number(),
  staff_required: z.number(),
  rating: z.number().nullable(),
  reviews: z.number(),
  is_featured: z.boolean(),
  category: categoryRefSchema.nullable(),
  features: z.array(z.string()),
  image_urls: urls,
  thumbnail_urls: urls,
}) satisfies z.ZodType<PublicServiceSummary>;

/** The terms of a promotion, as both the storefront and the back office reply them. */
export const promotionTermsSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  discount_type: z.enum(['percentage', 'fixed']),
  discount_value: z.number(),
  max_discount_amount: z.number().nullable(),
  min_order_amount: z.number().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
}) satisfies z.ZodType<PromotionTerms>;

export const promotionSchema = promotionTermsSchema.extend({
  remaining_uses: z.number().nullable(),
  discount_amount: z.number(),
}) satisfies z.ZodType<PublicPromotion>;

export const serviceDetailSchema = serviceSummarySchema.extend({
  description: z.string().nullable(),
  promotions: z.array(promotionSchema),
  related: z.array(serviceSummarySchema),
}) satisfies z.ZodType<PublicServiceDetail>;

export const productSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  brand: z.string().nullable(),
  short_description: z.string().nullable(),
  ...priceShape,
  stock_quantity: z.number(),
  min_stock_level: z.number(),
  stock_status: z.enum(['out_of_stock', 'low_stock', 'in_stock']),
  sellable: z.boolean(),
  rating: z.number().nullable(),
  total_reviews: z.number(),
  is_featured: z.boolean(),
  usage_duration_days: z.number().nullable(),
  category: categoryRefSchema.nullable(),
  image_urls: urls,
  thumbnail_urls: urls,
}) satisfies z.ZodType<PublicProductSummary>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string().nullable(),
  promotions: z.array(promotionSchema),
  related_products: z.array(productSummarySchema),
}) satisfies z.ZodType<PublicProductDetail>;

const pageMetaSchema = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

/** `{ success: true, data }` */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, data: { data: [...], meta } }` */
export function successPage<T extends z.ZodType>(item: T) {
  return success(z.object({ data: z.array(item), meta: pageMetaSchema }));
}
