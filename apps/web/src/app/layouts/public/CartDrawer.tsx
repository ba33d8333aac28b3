import { ShoppingOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty } from 'antd';
import { LinkButton } from '../../../components/LinkButton';

/** The cart drawer; its items come with the shop. Empty until then. */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      title="Giỏ hàng"
      placement="right"
      open={open}
      onClose={onClose}
      size={400}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      footer={
        <div style={{ display: 'flex', gap: 8 }}>
          <LinkButton to="/cart" onClick={onClose} style={{ flex: 1 }} block>
            Xem giỏ hàng
          </LinkButton>
          <Button type="primary" block disabled style={{ flex: 1 }}>
            Thanh toán
          </Button>
        </div>
      }
    >
      <Empty
        image={<ShoppingOutlined style={{ fontSize: 48, color: '#bbb' }} />}
        description="Giỏ hàng trống"
      >
        <LinkButton to="/products" onClick={onClose} type="primary">
          Mua sắm ngay
        </LinkButton>
      </Empty>
    </Drawer>
  );
}
