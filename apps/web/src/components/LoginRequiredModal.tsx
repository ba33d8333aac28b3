import { LockOutlined } from '@ant-design/icons';
import { Modal, Space, Typography } from 'antd';
import { LinkButton } from './LinkButton';

/** Shown when a guest tries something only a signed-in customer may do. */
export function LoginRequiredModal({
  open,
  onClose,
  action,
}: {
  open: boolean;
  onClose: () => void;
  /** What needs an account, e.g. "thêm vào giỏ hàng". */
  action: string;
}) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={
        <Space>
          <LockOutlined /> Yêu cầu đăng nhập
        </Space>
      }
    >
      <Typography.Paragraph>
        Vui lòng đăng nhập để {action}. Chưa có tài khoản? Đăng ký miễn phí chỉ trong một phút.
      </Typography.Paragraph>
      <Space wrap>
        <LinkButton type="primary" to="/auth/login" onClick={onClose}>
          Đăng nhập
        </LinkButton>
        <LinkButton to="/auth/register" onClick={onClose}>
          Đăng ký
        </LinkButton>
      </Space>
    </Modal>
  );
}
