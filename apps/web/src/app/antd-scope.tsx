import { App, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * Ant Design's locale (vi_VN: the form messages the spec quotes), theme and message API, around
 * the parts that use Ant Design: the account and back-office areas and the storefront's forms
 * opened on demand. Never around the storefront's first screen.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={viVN} theme={theme}>
      <App message={{ top: 72, maxCount: 3 }}>{children}</App>
    </ConfigProvider>
  );
}
