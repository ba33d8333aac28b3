import {
  APPOINTMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PROFILE_UPDATE_REASONS,
} from '@salon/shared';
import { z } from 'zod';
import { currentUserSchema } from '../auth/auth.routes.js';
import {
  customerProductSchema,
  customerProductStatsSchema,
} from '../customer-products/customer-products.schemas.js';

const customerRecordSchema = z.object({ join_date: z.string(), total_spent: z.number() });

export const customerProfileSchema = z.object({
  user: currentUserSchema,
  customer: customerRecordSchema.nullable(),
});

export const profileStatusSchema = z.object({
  needs_update: z.boolean(),
  reasons: z.array(z.enum(PROFILE_UPDATE_REASONS)),
  user_info: currentUserSchema.pick({
    id: true,
    name: true,
    email: true,
    phone: true,
    gender: true,
    date_of_birth: true,
  }),
});

export const dashboardSchema = z.object({
  upcoming_appointments: z.array(
    z.object({
      id: z.number(),
      service_name: z.string(),
      branch_name: z.string(),
      appointment_date: z.string(),
      appointment_time: z.string(),
      status: z.enum(APPOINTMENT_STATUSES),
    }),
  ),
  recent_orders: z.array(
    z.object({
      id: z.number(),
      order_number: z.string(),
      created_at: z.string(),
      status: z.enum(ORDER_STATUSES),
      payment_status: z.enum(PAYMENT_STATUSES),
      total_amount: z.number(),
      item_count: z.number(),
    }),
  ),
  products: z.array(customerProductSchema),
  product_stats: customerProductStatsSchema,
  counts: z.object({
    appointments: z.number(),
    upcoming_appointments: z.number(),
    completed_appointments: z.number(),
    orders: z.number(),
    active_products: z.number(),
    notes: z.number(),
  }),
  customer: customerRecordSchema.nullable(),
});
