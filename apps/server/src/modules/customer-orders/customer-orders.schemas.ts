import {
  type CustomerOrderStats,
  type MyOrder,
  type OrderItemReviewDto,
  type RebuyReply,
} from '@salon/shared';
import { z } from 'zod';
import { cartSchema } from '../cart/cart.routes.js';
import { orderItemSchema, orderSummarySchema } from '../orders/orders.schemas.js';

/* Reply schemas of the customer's orders (validated on the way out, shown in OpenAPI). */

export const myOrderSchema = orderSummarySchema.extend({
  order_items: z.array(orderItemSchema),
  can_cancel: z.boolean(),
  can_rebuy: z.boolean(),
  can_review: z.boolean(),
}) satisfies z.ZodType<MyOrder>;

export const orderStatsSchema = z.object({
  total: z.number(),
  completed: z.number(),
  paid: z.number(),
  pending: z.number(),
}) satisfies z.ZodType<CustomerOrderStats>;

export const rebuySchema = z.object({
  cart: cartSchema,
  added: z.number(),
  skipped: z.number(),
}) satisfies z.ZodType<RebuyReply>;

export const orderItemReviewReplySchema = z.object({
  id: z.number(),
  order_item_id: z.number(),
  rating: z.number(),
  content: z.string(),
  status: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<OrderItemReviewDto>;
