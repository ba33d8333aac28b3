import { App, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import { theme } from './theme';
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={viVN} theme={theme}>
      <App message={{ top: 72, maxCount: 3 }}>{children}</App>
    </ConfigProvider>
  );
}
