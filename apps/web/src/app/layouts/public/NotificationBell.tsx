import { NotificationBellButton } from '../../../features/notifications/components/NotificationBellButton';

/** The floating bell and its dropdown (loaded only for signed-in visitors). */
export function NotificationBell() {
  return <NotificationBellButton placement="leftBottom" shape="circle" size="large" />;
}

/** The header's bell, beside the cart (loaded only for signed-in visitors). */
export function HeaderNotificationBell() {
  return <NotificationBellButton placement="bottomRight" type="text" size="large" alertArrivals />;
}
