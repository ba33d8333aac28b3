import {
  addToCartSchema,
  CART_ITEM_TYPES,
  CART_MESSAGES,
  updateCartItemSchema,
  type Cart,
  type CartItem,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { currentUser, guards } from '../../plugins/auth.js';
import { success } from '../catalog/catalog.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import type { CartService } from './cart.service.js';

const cartItemSchema = z.object({
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
}) satisfies z.ZodType<CartItem>;

/** The cart as every cart call answers it (the rebuy of an order too). */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  total_items: z.number(),
  total_amount: z.number(),
}) satisfies z.ZodType<Cart>;

const cartReply = success(cartSchema).extend({ message: z.string().optional() });
const addReply = success(
  z.object({ cart: cartSchema, status: z.enum(['added', 'updated']), name: z.string() }),
);
const failures = { 401: failureSchema, 403: failureSchema, 404: failureSchema };
const lineParams = z.object({ id: z.string().describe('Mã dòng giỏ hàng') });

/** A line id from the path; anything else names no line of this cart. */
function lineId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) {
    throw new AppError('CART_ITEM_NOT_FOUND', CART_MESSAGES.lineNotFound, 404);
  }
  return id;
}

/** The signed-in customer's cart. Guests get 401, staff 403. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  // Before validation: a guest learns to log in, whatever the body.
  app.addHook('preValidation', guards.roles('customer'));

  app.get(
    '/',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Giỏ hàng của khách hàng: các dòng, giá tính lại từ danh mục, tổng số lượng và tiền',
        response: { 200: cartReply, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await cart.get(currentUser(request).id) }),
  );

  app.post(
    '/items',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Thêm sản phẩm hoặc dịch vụ; đã có thì tăng số lượng (trạng thái updated), tối đa theo tồn kho hoặc 999',
        body: addToCartSchema,
        response: { 200: addReply, ...failures, 409: failureSchema, 422: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cart.add(currentUser(request).id, request.body),
    }),
  );

  app.patch(
    '/items/:id',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Đổi số lượng một dòng (tối đa theo tồn kho hoặc 999); 0 hoặc nhỏ hơn thì xóa dòng',
        params: lineParams,
        body: updateCartItemSchema,
        response: { 200: cartReply, ...failures, 409: failureSchema, 422: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cart.update(
        currentUser(request).id,
        lineId(request.params.id),
        request.body.quantity,
      ),
    }),
  );

  app.delete(
    '/items/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Xóa một dòng khỏi giỏ hàng',
        params: lineParams,
        response: { 200: cartReply, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: CART_MESSAGES.removed,
      data: await cart.remove(currentUser(request).id, lineId(request.params.id)),
    }),
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['cart'],
        summary: 'Xóa tất cả các dòng của giỏ hàng',
        response: { 200: cartReply, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: CART_MESSAGES.cleared,
      data: await cart.clear(currentUser(request).id),
    }),
  );
};
