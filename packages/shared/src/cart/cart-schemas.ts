import { z } from 'zod';
import { CART_ITEM_TYPES, CART_LIMITS, CART_MESSAGES } from './cart.js';

/* The cart's request schemas, apart from its types and messages so pages need no zod. */

const M = CART_MESSAGES;
/** Ids are 32-bit integer keys. */
const MAX_ID = 2_147_483_647;

/** `POST /api/cart/items`; unknown keys (a price, say) are dropped: prices come from the catalogue. */
export const addToCartSchema = z.object({
  type: z.enum(CART_ITEM_TYPES, { error: M.invalidType }),
  item_id: z
    .number({ error: M.invalidItemId })
    .int(M.invalidItemId)
    .min(1, M.invalidItemId)
    .max(MAX_ID, M.invalidItemId),
  quantity: z
    .number({ error: M.invalidQuantity })
    .int(M.invalidQuantity)
    .min(1, M.invalidQuantity)
    .max(CART_LIMITS.maxQuantity, M.invalidQuantity)
    .default(1),
});

/** `PATCH /api/cart/items/:id`: 0 or less removes the line; above the line's maximum is capped. */
export const updateCartItemSchema = z.object({
  quantity: z.number({ error: M.invalidLineQuantity }).int(M.invalidLineQuantity),
});
