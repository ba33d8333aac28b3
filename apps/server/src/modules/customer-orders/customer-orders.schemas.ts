import {
  CART_ITEM_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type CustomerOrderStats,
  type MyOrder,
  type OrderItemReviewDto,
  type RebuyReply,
} from '@salon/shared';
import { z } from 'zod';

/* Reply schemas of the customer's orders (validated on the way out, shown in OpenAPI). */

const orderItemSchema = z.object({
  id: z.number(),
  item_type: z.enum(CART_ITEM_TYPES),
  item_id: z.number(),
  item_name: z.string(),
  item_slug: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number(),
  list_price: z.number(),
  unit_price: z.number(),
  total_price: z.number(),
  is_reviewed: z.boolean(),
});

export const myOrderSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  order_type: z.enum(ORDER_TYPES),
  branch: z
    .object({ id: z.number(), name: z.string(), address: z.string(), phone: z.string().nullable() })
    .nullable(),
  items_summary: z.string(),
  item_count: z.number(),
  total_amount: z.number(),
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

const cartSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      type: z.enum(CART_ITEM_TYPES),
      item_id: z.number(),
      slug: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      description: z.string().nullable(),
      price: z.number(),
      list_price: z.number(),
      quantity: z.number(),
      max_quantity: z.number(),
      available: z.boolean(),
    }),
  ),
  total_items: z.number(),
  total_amount: z.number(),
});

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
