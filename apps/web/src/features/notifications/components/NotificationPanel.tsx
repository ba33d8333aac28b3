import { ConfigProvider } from 'antd';
import type { ComponentProps } from 'react';
import { NotificationDropdown } from './NotificationDropdown';

/**
 * The bell's panel content (Ant Design's, loaded on the first opening). Its confirmations open
 * inside the panel, so a tap on them is not a tap elsewhere that closes it.
 */
export function NotificationPanel({
  container,
  ...props
}: ComponentProps<typeof NotificationDropdown> & { container: () => HTMLElement }) {
  return (
    <ConfigProvider getPopupContainer={container}>
      <NotificationDropdown {...props} />
    </ConfigProvider>
  );
}
