/** The customer's cart, kept on the server (storefront §3 Cart item, §4 Cart). */
export type CartItemType = 'product' | 'service';

export interface CartItem {
  /** The cart line's own id. */
  id: number;
  type: CartItemType;
  /** The product's or service's id. */
  item_id: number;
  slug: string;
  name: string;
  image: string | null;
  description: string | null;
  /** What one unit costs now, after sale price and promotions. */
  price: number;
  /** The list price, to show what was taken off. */
  list_price: number;
  quantity: number;
  /** The most that may be in the cart: the stock for products, otherwise 999. */
  max_quantity: number;
  /** False when the item can no longer be bought (inactive, not sellable, out of stock). */
  available: boolean;
}

export interface Cart {
  items: CartItem[];
  total_items: number;
  total_amount: number;
}

export interface AddToCartInput {
  type: CartItemType;
  item_id: number;
  quantity?: number;
}

export const CART_LIMITS = {
  /** The quantity cap of an item without its own maximum. */
  maxQuantity: 999,
} as const;

export const CART_MESSAGES = {
  added: (name: string) => `${name} đã được thêm vào giỏ hàng`,
  updated: (name: string) => `Đã cập nhật số lượng ${name} trong giỏ hàng`,
  removed: 'Đã xóa sản phẩm khỏi giỏ hàng',
  cleared: 'Đã xóa tất cả sản phẩm khỏi giỏ hàng',
  addFailed: 'Không thể thêm vào giỏ hàng',
  empty: 'Giỏ hàng trống',
} as const;
