import { DeleteOutlined } from '@ant-design/icons';
import { CART_ITEM_TYPE_LABELS, type CartItem } from '@salon/shared';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import { formatVnd } from '../../../lib/format';
import { useRemoveCartItem, useUpdateCartItem } from '../api/change-cart';
import { CartItemImage } from './CartItemImage';
import { cartItemHref } from './cart-item-link';
import styles from './cart.module.css';
import { QuantityStepper } from './QuantityStepper';
import { UnavailableTag } from './UnavailableTag';
import { UnitPrice } from './UnitPrice';

/** One cart line as a compact card: the drawer, and the cart page on phones. */
export function CartLine({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  return (
    <article className={styles.line} data-testid="cart-line" aria-label={item.name}>
      <Link to={cartItemHref(item)} onClick={onNavigate} tabIndex={-1} aria-hidden>
        <CartItemImage src={item.image} size={72} />
      </Link>
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          <Link to={cartItemHref(item)} onClick={onNavigate} className={styles.name}>
            {item.name}
          </Link>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Xóa ${item.name} khỏi giỏ hàng`}
            onClick={() => remove.mutate(item)}
          />
        </div>
        <div className={styles.lineMeta}>
          {item.type === 'service' ? <Tag>{CART_ITEM_TYPE_LABELS.service}</Tag> : null}
          {item.available ? <UnitPrice item={item} /> : <UnavailableTag />}
        </div>
        <div className={styles.lineFoot}>
          <QuantityStepper
            size="small"
            label={`Số lượng ${item.name}`}
            value={item.quantity}
            max={item.max_quantity}
            disabled={!item.available}
            onChange={(quantity, requested) => update.mutate({ item, quantity, requested })}
            onRemove={() => remove.mutate(item)}
          />
          <span className={styles.lineTotal} data-testid="cart-line-total">
            {item.available ? formatVnd(item.price * item.quantity) : null}
          </span>
        </div>
      </div>
    </article>
  );
}
