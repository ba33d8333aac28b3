import {
  CART_LIMITS,
  CART_MESSAGES as M,
  cartTotals,
  type AddToCartInput,
  type AddToCartReply,
  type Cart,
  type CartItem,
  type CartItemType,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import { guestCartHash } from '../../lib/guest-cart-cookie.js';
import type { RateLimits, RateRule } from '../../lib/rate-limits.js';
import { parseStringList, priceOf } from '../catalog/catalog.dto.js';
import type {
  CartLineRow,
  CartOwner,
  CartRepository,
  CatalogueItemRow,
} from './cart.repository.js';

export type { CartOwner };

const NEW_GUEST_CARTS: RateRule = {
  name: 'cart.guest-ip',
  limit: CART_LIMITS.guestCartsPerHour,
  windowMs: CART_LIMITS.guestCartWindowMs,
};
const DAY_MS = 24 * 60 * 60 * 1000;

/** A customer's id, or a cart owner. */
function ownerOf(owner: CartOwner | number): CartOwner {
  return typeof owner === 'number' ? { kind: 'user', id: owner } : owner;
}

/** An add that finds its line removed between two statements tries again, this many times. */
const ADD_ATTEMPTS = 3;

/** The most of an item one cart may hold: a product's stock, never above the general cap. */
export function maxQuantityOf(item: CatalogueItemRow): number {
  if (item.type === 'service' || item.stock_quantity === null) return CART_LIMITS.maxQuantity;
  return Math.max(0, Math.min(item.stock_quantity, CART_LIMITS.maxQuantity));
}

/** Why an item cannot be bought now, or null when it can. */
export function unavailableReason(item: CatalogueItemRow): AppError | null {
  if (item.type === 'service') {
    return item.status === 'active'
      ? null
      : new AppError('ITEM_INACTIVE', M.serviceInactive(item.name), 409);
  }
  if (item.status !== 'active') {
    return new AppError('ITEM_INACTIVE', M.productInactive(item.name), 409);
  }
  if (!item.is_sellable) return new AppError('ITEM_NOT_SELLABLE', M.notSellable(item.name), 409);
  if (maxQuantityOf(item) <= 0) return new AppError('OUT_OF_STOCK', M.outOfStock(item.name), 409);
  return null;
}

function toCartItem(lineId: number, quantity: number, item: CatalogueItemRow): CartItem {
  const price = priceOf(item);
  const available = unavailableReason(item) === null;
  const max = maxQuantityOf(item);
  return {
    id: lineId,
    type: item.type,
    item_id: item.id,
    slug: item.slug,
    name: item.name,
    image: parseStringList(item.thumbnail_urls)[0] ?? parseStringList(item.image_urls)[0] ?? null,
    description: item.short_description,
    price: price.final_price,
    list_price: price.price,
    // Stock may have dropped below what the line holds: the customer can buy at most the stock.
    quantity: available ? Math.min(quantity, max) : quantity,
    max_quantity: max,
    available,
  };
}

/**
 * The customer's cart, kept per user on the server. Prices and totals are always worked out
 * again from the catalogue; the client only names items and quantities.
 */
export class CartService {
  constructor(
    private readonly repository: CartRepository,
    private readonly limits?: RateLimits,
  ) {}

  /**
   * The guest cart of a cookie secret, or null. With `create`, a secret without a cart gets a
   * new one (carts unused for `guestCartDays` are forgotten first); one address may start
   * `guestCartsPerHour` carts an hour (429 after that).
   */
  async guestCart(
    secret: string,
    options: { create: boolean; clientAddress: string },
  ): Promise<CartOwner | null> {
    const hash = guestCartHash(secret);
    const found = await this.repository.findGuestCart(hash);
    if (found !== undefined) return { kind: 'guest', id: found };
    if (!options.create) return null;
    const wait =
      (await this.limits?.take([{ rule: NEW_GUEST_CARTS, subject: options.clientAddress }])) ?? 0;
    if (wait > 0) {
      throw new AppError(
        'TOO_MANY_GUEST_CARTS',
        M.tooManyGuestCarts(Math.ceil(wait / 60)),
        429,
        undefined,
        { 'retry-after': String(wait) },
      );
    }
    await this.repository.deleteGuestCartsUnusedSince(
      new Date(Date.now() - CART_LIMITS.guestCartDays * DAY_MS).toISOString(),
    );
    return { kind: 'guest', id: await this.repository.createGuestCart(hash) };
  }

  /**
   * Moves a guest cart's lines into the customer's cart (at login): an item already there adds
   * its quantity, capped at what may be bought; an item that cannot be bought, or that finds the
   * cart full, stays out. The guest cart is then deleted.
   */
  async mergeGuestCart(userId: number, guest: CartOwner): Promise<void> {
    const lines = await this.repository.listLines(guest);
    for (const line of lines) {
      try {
        await this.add(userId, {
          type: line.item_type,
          item_id: line.item_id,
          quantity: Math.min(line.quantity, CART_LIMITS.maxQuantity),
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    if (guest.kind === 'guest') await this.repository.deleteGuestCart(guest.id);
  }

  async get(ownerOrUser: CartOwner | number): Promise<Cart> {
    const owner = ownerOf(ownerOrUser);
    const lines = await this.repository.listLines(owner);
    const gone = lines.filter((line) => line.item === undefined).map((line) => line.line_id);
    // A deleted product or service has nothing left to show or buy.
    await this.repository.deleteLines(owner, gone);
    return toCart(lines);
  }

  async add(ownerOrUser: CartOwner | number, input: AddToCartInput): Promise<AddToCartReply> {
    const owner = ownerOf(ownerOrUser);
    const item = await this.#findItem(input.type, input.item_id);
    const reason = unavailableReason(item);
    if (reason) throw reason;

    const max = maxQuantityOf(item);
    const quantity = input.quantity ?? 1;
    const key = { owner, type: input.type, itemId: input.item_id };
    for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt++) {
      const existing = await this.repository.findLineByItem(key);
      if (!existing && (await this.repository.countLines(owner)) >= CART_LIMITS.maxLines) {
        throw new AppError('CART_FULL', M.full, 409);
      }
      if (!existing && (await this.repository.insertIfAbsent(key, Math.min(quantity, max)))) {
        return { cart: await this.get(owner), status: 'added', name: item.name };
      }
      if (await this.repository.increase(key, quantity, max)) {
        return { cart: await this.get(owner), status: 'updated', name: item.name };
      }
      if (await this.repository.findLineByItem(key)) {
        throw new AppError('CART_LIMIT_REACHED', M.limitReached(item.name, max), 409);
      }
      // The line was removed between the insert and the update: start again.
    }
    throw new AppError('CART_BUSY', M.addFailed, 409);
  }

  /** Sets a line's quantity (capped at what may be bought); 0 or less removes the line. */
  async update(ownerOrUser: CartOwner | number, lineId: number, quantity: number): Promise<Cart> {
    const owner = ownerOf(ownerOrUser);
    const line = await this.repository.findLine(owner, lineId);
    if (!line) throw lineNotFound();
    if (quantity <= 0) {
      await this.repository.deleteLine(owner, lineId);
      return this.get(owner);
    }
    const item = await this.#findItem(line.item_type, line.item_id);
    const reason = unavailableReason(item);
    if (reason) throw reason;
    if (
      !(await this.repository.setQuantity(owner, lineId, Math.min(quantity, maxQuantityOf(item))))
    ) {
      throw lineNotFound();
    }
    return this.get(owner);
  }

  async remove(ownerOrUser: CartOwner | number, lineId: number): Promise<Cart> {
    const owner = ownerOf(ownerOrUser);
    if (!(await this.repository.deleteLine(owner, lineId))) throw lineNotFound();
    return this.get(owner);
  }

  async clear(ownerOrUser: CartOwner | number): Promise<Cart> {
    const owner = ownerOf(ownerOrUser);
    await this.repository.clear(owner);
    return this.get(owner);
  }

  async #findItem(type: CartItemType, id: number): Promise<CatalogueItemRow> {
    const item = await this.repository.findItem(type, id);
    if (item) return item;
    throw type === 'product'
      ? new AppError('PRODUCT_NOT_FOUND', M.productNotFound, 404)
      : new AppError('SERVICE_NOT_FOUND', M.serviceNotFound, 404);
  }
}

function lineNotFound(): AppError {
  return new AppError('CART_ITEM_NOT_FOUND', M.lineNotFound, 404);
}

function toCart(lines: readonly CartLineRow[]): Cart {
  const items = lines.flatMap((line) =>
    line.item ? [toCartItem(line.line_id, line.quantity, line.item)] : [],
  );
  return { items, ...cartTotals(items) };
}
