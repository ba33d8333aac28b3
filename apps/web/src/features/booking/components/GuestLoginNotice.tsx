import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import { BOOKING_MESSAGES } from '@salon/shared';
import { useState } from 'react';
import { Alert, Button, ButtonLink, Icon } from '../../../ui';
import styles from './booking.module.css';

/** Guests may book, but are told that logging in (and coming back here) is easier. */
export function GuestLoginNotice({ returnPath }: { returnPath: string }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Alert
      type="warning"
      title={BOOKING_MESSAGES.guestWarning}
      action={
        <span className={styles.noticeActions}>
          <ButtonLink
            variant="primary"
            icon={<Icon icon={LoginOutlined} />}
            to={`/customer/login?redirect=${encodeURIComponent(returnPath)}`}
          >
            Đăng nhập
          </ButtonLink>
          <Button
            variant="text"
            icon={<Icon icon={CloseOutlined} />}
            aria-label="Đóng"
            onClick={() => setClosed(true)}
          />
        </span>
      }
    />
  );
}
