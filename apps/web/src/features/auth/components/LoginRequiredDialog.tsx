import { LockOutlined } from '@ant-design/icons';
import { Modal, Space, Typography } from 'antd';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';

/**
 * Tells a guest that an action needs an account, with the way to log in (coming back to this
 * page afterwards) or to register.
 */
export function LoginRequiredDialog({
  open,
  onClose,
  message = 'Vui lòng đăng nhập để tiếp tục.',
}: {
  open: boolean;
  onClose: () => void;
  message?: string;
}) {
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={420}
      title={
        <Space>
          <LockOutlined />
          Cần đăng nhập
        </Space>
      }
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Chưa có tài khoản? Đăng ký miễn phí chỉ trong một phút.
      </Typography.Paragraph>
      <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
        <LinkButton to="/customer/register" onClick={onClose}>
          Đăng ký
        </LinkButton>
        <LinkButton to={`/customer/login?redirect=${back}`} onClick={onClose} type="primary">
          Đăng nhập
        </LinkButton>
      </Space>
    </Modal>
  );
}
