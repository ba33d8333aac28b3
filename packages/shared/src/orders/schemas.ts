import { z } from 'zod';
import { CART_ITEM_TYPES } from '../cart/cart.js';
import { VIETNAMESE_PHONE_PATTERN, toNationalPhone } from '../phone/phone.js';
import { personNameField } from '../text/person-name.js';
import { ORDER_LIMITS, ORDER_TYPES, PAYMENT_METHODS } from './constants.js';
import { ORDER_MESSAGES as M } from './messages.js';

/* Request schemas of the shop, apart from constants so pages can skip zod. */

const MAX_ID = 2_147_483_647;
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

export const orderLineSchema = z.object({
  type: z.enum(CART_ITEM_TYPES, { error: M.itemTypeInvalid }),
  id: id(M.itemIdInvalid),
  quantity: z
    .number({ error: M.quantityInvalid })
    .int(M.quantityInvalid)
    .min(1, M.quantityInvalid)
    .max(ORDER_LIMITS.maxQuantity, M.quantityInvalid),
  /** Sent by the cart; never trusted (the server prices every line). */
  unit_price: z.unknown().optional(),
});

export const orderGuestSchema = z.object({
  name: personNameField(
    { max: ORDER_LIMITS.nameMax },
    { required: M.guestNameRequired, max: M.guestNameRequired },
  ),
  phone: z
    .string({ error: M.guestPhoneInvalid })
    .trim()
    .transform((value) => toNationalPhone(value))
    .refine((value) => VIETNAMESE_PHONE_PATTERN.test(value), M.guestPhoneInvalid),
});

/** `POST /api/orders` (customer-account §7); prices, fees and tax come from the server. */
export const createOrderSchema = z.object({
  branch_id: id(M.branchRequired),
  order_type: z.enum(ORDER_TYPES, { error: M.orderTypeInvalid }),
  payment_method: z.enum(PAYMENT_METHODS, { error: M.paymentMethodRequired }),
  /** Guests only; a signed-in customer's own name and phone are used. */
  customer_info: orderGuestSchema.nullish(),
  items: z
    .array(orderLineSchema, { error: M.cartEmpty })
    .min(1, M.cartEmpty)
    .max(ORDER_LIMITS.maxLines, M.tooManyLines)
    .refine(
      (lines) => new Set(lines.map((line) => `${line.type}:${line.id}`)).size === lines.length,
      M.duplicateLine,
    ),
  /** A saved address of the customer, for delivery. */
  address_id: id(M.addressNotFound).nullish(),
  notes: z
    .string({ error: M.notesTooLong })
    .trim()
    .max(ORDER_LIMITS.notesMax, M.notesTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  /** Sent by older clients; ignored (the rate comes from the settings). */
  tax_rate: z.unknown().optional(),
  /**
   * A guest's delivery address (`deliveryAddressSchema`), checked by the server for guest
   * deliveries only; ignored for customers, who choose a saved address.
   */
  delivery_address: z.unknown().optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const cancelOrderSchema = z.object({
  reason: z
    .string({ error: M.cancelReasonTooLong })
    .trim()
    .max(ORDER_LIMITS.cancelReasonMax, M.cancelReasonTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});
