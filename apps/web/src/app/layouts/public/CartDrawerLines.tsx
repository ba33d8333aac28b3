import { useCart } from '../../../features/cart/api/cart';
import { CartEmpty } from '../../../features/cart/components/CartEmpty';
import { CartLine } from '../../../features/cart/components/CartLine';
import { CartLoadError } from '../../../features/cart/components/CartLoadError';

/** The cart drawer's lines, or why there are none (loaded with the drawer's first opening). */
export function CartDrawerLines({ onNavigate }: { onNavigate: () => void }) {
  const cart = useCart();
  const items = cart.data?.items ?? [];
  if (cart.isError && !cart.data) {
    return <CartLoadError error={cart.error} onRetry={() => void cart.refetch()} />;
  }
  if (items.length === 0) return <CartEmpty onNavigate={onNavigate} />;
  return items.map((item) => <CartLine key={item.id} item={item} onNavigate={onNavigate} />);
}
