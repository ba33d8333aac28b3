import {
  addToCartSchema,
  AUTH_MESSAGES,
  CART_LIMITS,
  CART_ITEM_TYPES,
  CART_MESSAGES,
  updateCartItemSchema,
  type Cart,
  type CartItem,
} from '@salon/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { GUEST_CART_COOKIE, guestCartSecret } from '../../lib/guest-cart-cookie.js';
import { success } from '../catalog/catalog.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import { SESSION_COOKIE } from '../auth/session-tokens.js';
import type { CartOwner, CartService } from './cart.service.js';

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
const failures = {
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  429: failureSchema,
};
const lineParams = z.object({ id: z.string().describe('Mã dòng giỏ hàng') });

/** A line id from the path; anything else names no line of this cart. */
function lineId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw lineNotFound();
  return id;
}

function lineNotFound(): AppError {
  return new AppError('CART_ITEM_NOT_FOUND', CART_MESSAGES.lineNotFound, 404);
}

const EMPTY_CART: Cart = { items: [], total_items: 0, total_amount: 0 };

/**
 * The cart of the signed-in customer, or of a guest behind the httpOnly `salon_cart` cookie
 * (only that cookie reads or changes it; a guest without one has an empty cart until the first
 * add). A customer who arrives with a guest cart gets its lines merged into the account's cart
 * and the cookie cleared. Staff get 403.
 */
export const cartRoutes: FastifyPluginAsyncZod<{
  cart: CartService;
  secureCookies?: boolean;
}> = async (app, { cart, secureCookies = false }) => {
  const cookieOptions = {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
  };

  app.addHook('preValidation', async (request) => {
    // A session that has ended (logout elsewhere, expiry) is told so, not served as a guest:
    // the page then shows the signed-out state instead of an empty cart.
    if (!request.user && request.cookies[SESSION_COOKIE]) {
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated, 401);
    }
    if (request.user && request.user.role !== 'customer') {
      throw new AppError('FORBIDDEN', CART_MESSAGES.staffNoCart, 403);
    }
  });

  /**
   * Whose cart this request names; null for a guest without a cart (nothing to read). With
   * `create`, a guest gets a cart (and its cookie) when it has none.
   */
  async function ownerOf(
    request: FastifyRequest,
    reply: FastifyReply,
    create = false,
  ): Promise<CartOwner | null> {
    const raw = request.cookies[GUEST_CART_COOKIE];
    const secret = guestCartSecret(request);
    const user = request.user;
    if (user) {
      if (secret) {
        const guest = await cart.guestCart(secret, { create: false, clientAddress: request.ip });
        if (guest) await cart.mergeGuestCart(user.id, guest);
      }
      if (raw !== undefined) void reply.clearCookie(GUEST_CART_COOKIE, cookieOptions);
      return { kind: 'user', id: user.id };
    }
    if (secret) {
      const found = await cart.guestCart(secret, { create, clientAddress: request.ip });
      if (found || !create) return found;
    }
    if (!create) return null;
    const fresh = randomBytes(32).toString('base64url');
    const owner = await cart.guestCart(fresh, { create: true, clientAddress: request.ip });
    void reply.setCookie(GUEST_CART_COOKIE, fresh, {
      ...cookieOptions,
      maxAge: CART_LIMITS.guestCartDays * 24 * 60 * 60,
    });
    return owner;
  }

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
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return { success: true as const, data: owner ? await cart.get(owner) : EMPTY_CART };
    },
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
    async (request, reply) => {
      const owner = await ownerOf(request, reply, true);
      if (!owner) throw lineNotFound();
      return { success: true as const, data: await cart.add(owner, request.body) };
    },
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
    async (request, reply) => {
      const id = lineId(request.params.id);
      const owner = await ownerOf(request, reply);
      if (!owner) throw lineNotFound();
      return { success: true as const, data: await cart.update(owner, id, request.body.quantity) };
    },
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
    async (request, reply) => {
      const id = lineId(request.params.id);
      const owner = await ownerOf(request, reply);
      if (!owner) throw lineNotFound();
      return {
        success: true as const,
        message: CART_MESSAGES.removed,
        data: await cart.remove(owner, id),
      };
    },
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
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return {
        success: true as const,
        message: CART_MESSAGES.cleared,
        data: owner ? await cart.clear(owner) : EMPTY_CART,
      };
    },
  );
};
