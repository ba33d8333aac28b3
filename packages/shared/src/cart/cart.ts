/** The customer's cart, kept on the server (storefront §3 Cart item, §4 Cart). */
export const CART_ITEM_TYPES = ['product', 'service'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export const CART_ITEM_TYPE_LABELS: Record<CartItemType, string> = {
  product: 'Sản phẩm',
  service: 'Dịch vụ',
};

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
  /** Units of the available lines (the badge count). */
  total_items: number;
  /** What the available lines cost, in đồng. */
  total_amount: number;
}

export interface AddToCartInput {
  type: CartItemType;
  item_id: number;
  quantity?: number;
}

export interface UpdateCartItemInput {
  quantity: number;
}

/** `POST /api/cart/items` answers the cart and whether the line is new or went up. */
export interface AddToCartReply {
  cart: Cart;
  status: 'added' | 'updated';
  name: string;
}

export const CART_LIMITS = {
  /** The quantity cap of an item without its own maximum (and the ceiling of any line). */
  maxQuantity: 999,
  /** Different items one cart may hold (an order takes at most as many). */
  maxLines: 50,
  /** A guest's cart is forgotten this many days after its last use. */
  guestCartDays: 30,
  /** New guest carts one address may start in an hour. */
  guestCartsPerHour: 20,
  guestCartWindowMs: 60 * 60 * 1000,
} as const;

export const CART_MESSAGES = {
  added: (name: string) => `${name} đã được thêm vào giỏ hàng`,
  updated: (name: string) => `Đã cập nhật số lượng ${name} trong giỏ hàng`,
  removed: 'Đã xóa sản phẩm khỏi giỏ hàng',
  cleared: 'Đã xóa tất cả sản phẩm khỏi giỏ hàng',
  addFailed: 'Không thể thêm vào giỏ hàng',
  updateFailed: 'Không thể cập nhật giỏ hàng',
  removeFailed: 'Không thể xóa sản phẩm khỏi giỏ hàng',
  clearFailed: 'Không thể xóa giỏ hàng',
  loadFailed: 'Không thể tải giỏ hàng',
  empty: 'Giỏ hàng trống',
  full: `Giỏ hàng đã có tối đa ${CART_LIMITS.maxLines} mặt hàng. Vui lòng đặt hàng hoặc bớt mặt hàng trước khi thêm`,
  tooManyGuestCarts: (minutes: number) =>
    `Bạn đã tạo quá nhiều giỏ hàng khi chưa đăng nhập. Vui lòng đăng nhập hoặc thử lại sau ${minutes} phút`,
  staffNoCart: 'Tài khoản nhân viên không mua hàng trực tuyến',
  invalidType: 'Loại mục không hợp lệ (sản phẩm hoặc dịch vụ)',
  invalidItemId: 'Mã sản phẩm hoặc dịch vụ không hợp lệ',
  invalidQuantity: `Số lượng phải là số nguyên từ 1 đến ${CART_LIMITS.maxQuantity}`,
  invalidLineQuantity: 'Số lượng phải là số nguyên',
  lineNotFound: 'Không tìm thấy sản phẩm này trong giỏ hàng',
  productNotFound: 'Sản phẩm không tồn tại',
  serviceNotFound: 'Dịch vụ không tồn tại',
  notSellable: (name: string) => `Sản phẩm ${name} hiện không được bán`,
  productInactive: (name: string) => `Sản phẩm ${name} không còn hoạt động`,
  serviceInactive: (name: string) => `Dịch vụ ${name} không còn hoạt động`,
  outOfStock: (name: string) => `Sản phẩm ${name} đã hết hàng`,
  /** A quantity typed above what may be bought was lowered to the most that may. */
  capped: (name: string, max: number) =>
    `Chỉ có thể mua tối đa ${max} ${name}. Đã cập nhật số lượng thành ${max}.`,
  /** Under the refusal of an order whose lines changed in the shop meanwhile. */
  refreshedAfterRefusal:
    'Giỏ hàng đã được cập nhật theo cửa hàng. Vui lòng kiểm tra lại rồi đặt hàng.',
  /** The line already holds all that may be bought. */
  limitReached: (name: string, max: number) =>
    `Giỏ hàng đã có tối đa ${max} ${name}; không thể thêm nữa`,
} as const;

/** Totals count only the lines that can be bought. */
export function cartTotals(items: readonly CartItem[]): Omit<Cart, 'items'> {
  let totalItems = 0;
  let totalAmount = 0;
  for (const item of items) {
    if (!item.available) continue;
    totalItems += item.quantity;
    totalAmount += item.price * item.quantity;
  }
  return { total_items: totalItems, total_amount: totalAmount };
}

/** What a cart line's quantity box does with the text it was left with. */
export type CartQuantityInput =
  { action: 'set'; quantity: number } | { action: 'remove' } | { action: 'restore' };

/**
 * Reads what was typed or pasted into a line's quantity box (storefront §4, §5): a whole
 * number sets the quantity, capped at the line's maximum (the stock, or 999); 0 removes the
 * line; a negative number, blank or anything else puts the saved quantity back.
 */
export function readCartQuantity(text: string, max: number): CartQuantityInput {
  const trimmed = text.trim();
  if (!/^\+?\d+$/.test(trimmed)) return { action: 'restore' };
  const value = Number(trimmed.replace('+', ''));
  if (value === 0) return { action: 'remove' };
  const ceiling = Math.max(1, Math.min(max, CART_LIMITS.maxQuantity));
  return { action: 'set', quantity: Math.min(value, ceiling) };
}
