import { QuestionCircleOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@salon/shared';
import { Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { LinkButton } from '../../../components/LinkButton';
import styles from './public-layout.module.css';

/* Guests, most of the visits, never load the dropdown and its menu. */
const AccountDropdown = lazy(async () => ({
  default: (await import('./AccountDropdown')).AccountDropdown,
}));

/**
 * Header account area: help, login and register for guests (storefront §2: the guest menu is
 * /customer/login, /customer/register and /tro-giup), the account menu for signed-in users.
 */
export function UserMenu({ user }: { user: CurrentUser | null }) {
  if (!user) {
    return (
      <span className={styles.guestActions}>
        {/* An icon with its name as label and tooltip: the header has no room for one more word.
            Help and register are in the drawer below 1200 px, where the header is compact. */}
        <Tooltip title="Trợ giúp">
          <LinkButton
            to="/tro-giup"
            type="text"
            shape="circle"
            icon={<QuestionCircleOutlined />}
            aria-label="Trợ giúp"
            className={styles.wideOnly}
          />
        </Tooltip>
        <LinkButton to="/customer/login" type="text" className={styles.loginButton}>
          Đăng nhập
        </LinkButton>
        <LinkButton to="/customer/register" type="primary" ghost className={styles.wideOnly}>
          Đăng ký
        </LinkButton>
      </span>
    );
  }
  return (
    <Suspense fallback={<span className={styles.userName}>{user.name}</span>}>
      <AccountDropdown user={user} />
    </Suspense>
  );
}
