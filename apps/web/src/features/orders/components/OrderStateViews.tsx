import { ReloadOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES as M } from '@salon/shared';
import { Alert, Button } from 'antd';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import styles from './order-detail.module.css';

export function OrderNotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Chi tiết đơn hàng</h1>
      <Alert
        type="warning"
        showIcon
        title={M.notFound}
        description={M.notFoundHint}
        action={
          <div className={styles.stateActions}>
            <LinkButton to="/don-hang-cua-toi">Đơn hàng của tôi</LinkButton>
            <LinkButton to="/">Về trang chủ</LinkButton>
          </div>
        }
      />
    </div>
  );
}

export function OrderLoadError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Chi tiết đơn hàng</h1>
      <Alert
        type="error"
        showIcon
        title={M.loadFailed}
        description={detail}
        action={
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            Thử lại
          </Button>
        }
      />
    </div>
  );
}

/** A visitor without an account or the order's link: orders open after signing in. */
export function OrderSignInPrompt() {
  const { pathname } = useLocation();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Chi tiết đơn hàng</h1>
      <Alert
        type="info"
        showIcon
        title="Đăng nhập để xem đơn hàng"
        description={M.notFoundHint}
        action={
          <LinkButton
            type="primary"
            to={`/customer/login?redirect=${encodeURIComponent(pathname)}`}
          >
            Đăng nhập
          </LinkButton>
        }
      />
    </div>
  );
}
