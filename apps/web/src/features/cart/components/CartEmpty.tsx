import { ShoppingOutlined } from '@ant-design/icons';
import { CART_MESSAGES } from '@salon/shared';
import { Empty } from 'antd';
import { LinkButton } from '../../../components/LinkButton';

export function CartEmpty({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Empty
      image={<ShoppingOutlined style={{ fontSize: 48, color: '#bbb' }} />}
      description={CART_MESSAGES.empty}
    >
      <LinkButton to="/products" onClick={onNavigate} type="primary">
        Mua sắm ngay
      </LinkButton>
    </Empty>
  );
}
