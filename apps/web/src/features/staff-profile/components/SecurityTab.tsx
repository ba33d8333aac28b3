import { KeyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { AccountSecuritySessions } from '../../sessions/components/AccountSecuritySessions';
import { TwoFactorCard } from '../../two-factor/components/TwoFactorCard';
import { ChangePasswordModal } from './ChangePasswordModal';
import styles from './staff-profile.module.css';

export function SecurityTab() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <h3 style={{ marginTop: 0 }}>Mật khẩu</h3>
      <p className={styles.muted}>
        Nên đổi mật khẩu định kỳ và không dùng lại mật khẩu của các trang khác.
      </p>
      <Button icon={<KeyOutlined />} onClick={() => setOpen(true)}>
        Đổi mật khẩu
      </Button>
      <ChangePasswordModal open={open} onClose={() => setOpen(false)} />
      <AccountSecuritySessions />
      <TwoFactorCard />
    </div>
  );
}
