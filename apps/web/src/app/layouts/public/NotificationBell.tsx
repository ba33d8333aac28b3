import { Grid } from 'antd';
import { NotificationBellButton } from '../../../features/notifications/components/NotificationBellButton';

/**
 * The floating bell and its dropdown (loaded only for signed-in visitors): beside the floating
 * column on a wide screen, above the bottom bar on a phone.
 */
export function NotificationBell() {
  const phone = Grid.useBreakpoint().md === false;
  return (
    <NotificationBellButton placement={phone ? 'top' : 'leftBottom'} shape="circle" size="large" />
  );
}

/** The header's bell, beside the cart (loaded only for signed-in visitors). */
export function HeaderNotificationBell() {
  return <NotificationBellButton placement="bottomRight" type="text" size="large" alertArrivals />;
}
