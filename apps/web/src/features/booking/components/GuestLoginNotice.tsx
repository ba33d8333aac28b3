import { LoginOutlined } from '@ant-design/icons';
import { BOOKING_MESSAGES } from '@salon/shared';
import { Alert } from 'antd';
import { LinkButton } from '../../../components/LinkButton';

/** Guests may book, but are told that logging in (and coming back here) is easier. */
export function GuestLoginNotice({ returnPath }: { returnPath: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      closable
      title={BOOKING_MESSAGES.guestWarning}
      action={
        <LinkButton
          size="small"
          type="primary"
          icon={<LoginOutlined />}
          to={`/customer/login?redirect=${encodeURIComponent(returnPath)}`}
        >
          Đăng nhập
        </LinkButton>
      }
    />
  );
}
