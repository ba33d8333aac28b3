import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import type { CurrentUser } from '@salon/shared';
import { lazy, Suspense } from 'react';
import { ButtonLink, Icon } from '../../../ui';
import styles from './public-layout.module.css';

/* Guests, most of the visits, never load the account menu. */
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
        <ButtonLink
          to="/tro-giup"
          variant="text"
          icon={<Icon icon={QuestionCircleOutlined} />}
          aria-label="Trợ giúp"
          title="Trợ giúp"
          className={`${styles.iconButton} ${styles.round} ${styles.wideOnly}`}
        />
        <ButtonLink to="/customer/login" variant="text" className={styles.loginButton}>
          Đăng nhập
        </ButtonLink>
        <ButtonLink to="/customer/register" className={`${styles.ghost} ${styles.wideOnly}`}>
          Đăng ký
        </ButtonLink>
      </span>
    );
  }
  return (
    <Suspense fallback={<span className={styles.userName}>{user.name}</span>}>
      <AccountDropdown user={user} />
    </Suspense>
  );
}
