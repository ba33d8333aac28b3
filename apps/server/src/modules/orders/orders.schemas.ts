import {
  CART_ITEM_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderDetail,
  type OrderItemDto,
  type OrderSummary,
  type PlacedOrder,
} from '@salon/shared';
import { z } from 'zod';
import { success } from '../catalog/catalog.schemas.js';

/* Reply schemas of the order routes (they document the API and shape what is sent). */

export const orderItemSchema = z.object({
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
}) satisfies z.ZodType<OrderItemDto>;

export const orderSummarySchema = z.object({
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
}) satisfies z.ZodType<OrderSummary>;

export const orderDetailSchema = orderSummarySchema.extend({
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  delivery_address: z.string().nullable(),
  notes: z.string().nullable(),
  subtotal: z.number(),
  discount_amount: z.number(),
  promotion_name: z.string().nullable(),
  delivery_fee: z.number(),
  tax_rate: z.number(),
  tax_amount: z.number(),
  order_items: z.array(orderItemSchema),
  paid_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  transfer: z
    .object({
      bank_bin: z.string(),
      bank_name: z.string(),
      account_number: z.string(),
      account_name: z.string(),
      amount: z.number(),
      content: z.string(),
      qr_payload: z.string(),
    })
    .nullable(),
  can_cancel: z.boolean(),
}) satisfies z.ZodType<OrderDetail>;

export const placedOrderReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    order: orderDetailSchema,
    access_token: z.string().nullable(),
  }) satisfies z.ZodType<PlacedOrder>,
});

export const orderDetailReply = success(orderDetailSchema);
