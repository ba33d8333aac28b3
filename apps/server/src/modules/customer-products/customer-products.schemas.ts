import { CUSTOMER_PRODUCT_STATUSES, type CustomerProductDto } from '@salon/shared';
import { z } from 'zod';

export const customerProductSchema = z.object({
  id: z.number(),
  product: z.object({
    id: z.number().nullable(),
    name: z.string(),
    slug: z.string().nullable(),
    image: z.string().nullable(),
  }),
  purchase_date: z.string(),
  usage_end_date: z.string(),
  notes: z.string().nullable(),
  finished_at: z.string().nullable(),
  order_id: z.number().nullable(),
  status: z.enum(CUSTOMER_PRODUCT_STATUSES),
  progress_percentage: z.number(),
  days_left: z.number(),
  is_near_expiry: z.boolean(),
}) satisfies z.ZodType<CustomerProductDto>;

export const customerProductStatsSchema = z.object({
  total: z.number(),
  active: z.number(),
  near_expiry: z.number(),
  expired: z.number(),
  finished: z.number(),
});

export const pageMetaSchema = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
