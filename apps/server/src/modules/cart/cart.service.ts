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
import { parseStringList, priceOf } from '../catalog/catalog.dto.js';
import type { CartLineRow, CartRepository, CatalogueItemRow } from './cart.repository.js';

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
  constructor(private readonly repository: CartRepository) {}

  async get(userId: number): Promise<Cart> {
    const lines = await this.repository.listLines(userId);
    const gone = lines.filter((line) => line.item === undefined).map((line) => line.line_id);
    // A deleted product or service has nothing left to show or buy.
    await this.repository.deleteLines(userId, gone);
    return toCart(lines);
  }

  async add(userId: number, input: AddToCartInput): Promise<AddToCartReply> {
    const item = await this.#findItem(input.type, input.item_id);
    const reason = unavailableReason(item);
    if (reason) throw reason;

    const max = maxQuantityOf(item);
    const quantity = input.quantity ?? 1;
    const key = { userId, type: input.type, itemId: input.item_id };
    for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt++) {
      if (await this.repository.insertIfAbsent(key, Math.min(quantity, max))) {
        return { cart: await this.get(userId), status: 'added', name: item.name };
      }
      if (await this.repository.increase(key, quantity, max)) {
        return { cart: await this.get(userId), status: 'updated', name: item.name };
      }
      if (await this.repository.findLineByItem(key)) {
        throw new AppError('CART_LIMIT_REACHED', M.limitReached(item.name, max), 409);
      }
      // The line was removed between the insert and the update: start again.
    }
    throw new AppError('CART_BUSY', M.addFailed, 409);
  }

  /** Sets a line's quantity (capped at what may be bought); 0 or less removes the line. */
  async update(userId: number, lineId: number, quantity: number): Promise<Cart> {
    const line = await this.repository.findLine(userId, lineId);
    if (!line) throw lineNotFound();
    if (quantity <= 0) {
      await this.repository.deleteLine(userId, lineId);
      return this.get(userId);
    }
    const item = await this.#findItem(line.item_type, line.item_id);
    const reason = unavailableReason(item);
    if (reason) throw reason;
    if (
      !(await this.repository.setQuantity(userId, lineId, Math.min(quantity, maxQuantityOf(item))))
    ) {
      throw lineNotFound();
    }
    return this.get(userId);
  }

  async remove(userId: number, lineId: number): Promise<Cart> {
    if (!(await this.repository.deleteLine(userId, lineId))) throw lineNotFound();
    return this.get(userId);
  }

  async clear(userId: number): Promise<Cart> {
    await this.repository.clear(userId);
    return this.get(userId);
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
