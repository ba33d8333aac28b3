import type { CartItem } from '@salon/shared';

/** The page of a cart line's product or service. */
export function cartItemHref(item: Pick<CartItem, 'type' | 'slug' | 'item_id'>): string {
  const key = item.slug || String(item.item_id);
  return item.type === 'product' ? `/san-pham/${key}` : `/dich-vu/${key}`;
}
