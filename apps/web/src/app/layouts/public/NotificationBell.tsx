import { NotificationBellButton } from '../../../features/notifications/components/NotificationBellButton';
import styles from './public-layout.module.css';

/**
 * The floating bell and its panel (loaded only for signed-in visitors): beside the floating
 * column on a wide screen, above the bottom bar on a phone.
 */
export function NotificationBell() {
  return <NotificationBellButton placement="floating" variant="default" className={styles.fab} />;
}

/** The header's bell, beside the cart (loaded only for signed-in visitors). */
export function HeaderNotificationBell() {
  return <NotificationBellButton placement="below" className={styles.iconButton} alertArrivals />;
}
