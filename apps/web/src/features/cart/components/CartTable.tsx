import { DeleteOutlined } from '@ant-design/icons';
import { CART_ITEM_TYPE_LABELS, type CartItem } from '@salon/shared';
import { Button, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatVnd } from '../../../lib/format';
import { useRemoveCartItem, useUpdateCartItem } from '../api/change-cart';
import { CartItemImage } from './CartItemImage';
import { cartItemHref } from './cart-item-link';
import styles from './cart.module.css';
import { QuantityStepper } from './QuantityStepper';
import { UnavailableTag } from './UnavailableTag';
import { UnitPrice } from './UnitPrice';

/** The cart lines as a table (wide screens). */
export function CartTable({ items }: { items: CartItem[] }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();

  const columns: TableColumnsType<CartItem> = [
    {
      title: 'Sản phẩm',
      key: 'item',
      render: (_, item) => (
        <div className={styles.tableItem}>
          <Link to={cartItemHref(item)} tabIndex={-1} aria-hidden>
            <CartItemImage src={item.image} size={64} />
          </Link>
          <div>
            <Link to={cartItemHref(item)} className={styles.name}>
              {item.name}
            </Link>
            <div className={styles.itemType}>{CART_ITEM_TYPE_LABELS[item.type]}</div>
          </div>
        </div>
      ),
    },
    {
      title: 'Đơn giá',
      key: 'price',
      width: 150,
      render: (_, item) => (item.available ? <UnitPrice item={item} /> : <UnavailableTag />),
    },
    {
      title: 'Số lượng',
      key: 'quantity',
      width: 140,
      render: (_, item) => (
        <QuantityStepper
          label={`Số lượng ${item.name}`}
          value={item.quantity}
          max={item.max_quantity}
          disabled={!item.available}
          onChange={(quantity, requested) => update.mutate({ item, quantity, requested })}
          onRemove={() => remove.mutate(item)}
        />
      ),
    },
    {
      title: 'Thành tiền',
      key: 'total',
      width: 140,
      align: 'right',
      render: (_, item) =>
        item.available ? (
          <span className={styles.lineTotal}>{formatVnd(item.price * item.quantity)}</span>
        ) : (
          '—'
        ),
    },
    {
      title: '',
      key: 'remove',
      width: 56,
      render: (_, item) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Xóa ${item.name} khỏi giỏ hàng`}
          onClick={() => remove.mutate(item)}
        />
      ),
    },
  ];

  return (
    <Table<CartItem>
      rowKey="id"
      columns={columns}
      dataSource={items}
      pagination={false}
      rowClassName={(item) => (item.available ? '' : (styles.unavailableRow ?? ''))}
    />
  );
}
