import { DesktopOutlined, MobileOutlined, TabletOutlined } from '@ant-design/icons';

/** A phone, a tablet or a computer, from the device label. */
export function DeviceIcon({ device }: { device: string }) {
  if (/iPhone|Android/.test(device)) return <MobileOutlined aria-hidden />;
  if (/iPad/.test(device)) return <TabletOutlined aria-hidden />;
  return <DesktopOutlined aria-hidden />;
}
