import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useUnreadCount } from '../api/notifications';
import { NotificationDropdown } from './NotificationDropdown';
import { useArrivalAlerts } from './use-arrival-alerts';

/** The bell with its unread badge (polled every 30 s); a click opens the dropdown. */
export function NotificationBellButton({
  placement,
  alertArrivals = false,
  ...buttonProps
}: {
  placement: 'leftBottom' | 'bottomRight' | 'top';
  /** Toast new urgent notifications (one bell per page does it). */
  alertArrivals?: boolean;
} & Pick<ButtonProps, 'shape' | 'size' | 'type' | 'className'>) {
  const [open, setOpen] = useState(false);
  const { data } = useUnreadCount();
  useArrivalAlerts(data, alertArrivals);
  const unread = data ?? 0;
  return (
    <Popover
      trigger="click"
      placement={placement}
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      // On a phone the dropdown slides sideways to stay on screen.
      align={{ overflow: { adjustX: 1, adjustY: 1, shiftX: 12 } }}
      content={
        <NotificationDropdown
          unreadCount={unread}
          below={placement === 'bottomRight'}
          onNavigate={() => setOpen(false)}
        />
      }
    >
      <Badge count={unread} size="small" overflowCount={99}>
        <Button
          {...buttonProps}
          icon={<BellOutlined />}
          aria-label={unread > 0 ? `Thông báo (${unread} chưa đọc)` : 'Thông báo'}
          aria-haspopup="dialog"
          aria-expanded={open}
        />
      </Badge>
    </Popover>
  );
}
