import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useState } from 'react';
import { NotificationPanel } from './NotificationPanel';

/** The floating bell and its dropdown (loaded only for signed-in visitors). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="leftBottom"
      open={open}
      onOpenChange={setOpen}
      content={<NotificationPanel onNavigate={() => setOpen(false)} />}
    >
      <Badge count={0} size="small">
        <Button shape="circle" size="large" icon={<BellOutlined />} aria-label="Thông báo" />
      </Badge>
    </Popover>
  );
}
