import { ORDER_MESSAGES as M, cartErrorMessage, type CartItemType } from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import { parseStringList, priceOf } from '../catalog/catalog.dto.js';
import type { OrderableItem } from './order-catalogue.js';

/** One line of an order, priced from the catalogue (what the client sent is not used). */
export interface PricedOrderLine {
  type: CartItemType;
  id: number;
  name: string;
  image: string | null;
  quantity: number;
  list_price: number;
  unit_price: number;
  total_price: number;
}

const key = (line: { type: CartItemType; id: number }) => `${line.type}:${line.id}`;

/** Why a line cannot be ordered (customer-account §5, cart validation at order time), or null. */
export function lineProblem(
  line: { type: CartItemType; id: number; quantity: number },
  item: OrderableItem | undefined,
): string | null {
  if (!item) return line.type === 'product' ? M.productMissing(line.id) : M.serviceMissing(line.id);
  if (item.type === 'service')
    return item.status === 'active' ? null : M.serviceInactive(item.name);
  if (!item.is_sellable) return M.productNotSold(item.name);
  if (item.status !== 'active') return M.productInactive(item.name);
  const stock = item.stock_quantity ?? 0;
  if (stock < line.quantity) return M.insufficientStock(item.name, Math.max(0, stock));
  return null;
}

/**
 * Every line priced, or one refusal listing each problem after 'Có lỗi với giỏ hàng:'. It is a
 * 409: the request is well formed, the catalogue has changed under the cart.
 */
export function priceOrderLines(
  lines: readonly { type: CartItemType; id: number; quantity: number }[],
  items: ReadonlyMap<string, OrderableItem>,
): PricedOrderLine[] {
  const problems: string[] = [];
  const priced: PricedOrderLine[] = [];
  for (const line of lines) {
    const item = items.get(key(line));
    const problem = lineProblem(line, item);
    if (problem || !item) {
      problems.push(problem ?? M.itemUnverifiable(`#${line.id}`));
      continue;
    }
    const price = priceOf(item);
    priced.push({
      type: line.type,
      id: line.id,
      name: item.name,
      image: parseStringList(item.thumbnail_urls)[0] ?? parseStringList(item.image_urls)[0] ?? null,
      quantity: line.quantity,
      list_price: price.price,
      unit_price: price.final_price,
      total_price: price.final_price * line.quantity,
    });
  }
  if (problems.length > 0) {
    throw new AppError('CART_INVALID', cartErrorMessage(problems), 409, { items: problems });
  }
  return priced;
}

export function lineTotalsByItem(lines: readonly PricedOrderLine[]): Map<string, number> {
  return new Map(lines.map((line) => [key(line), line.total_price]));
}
