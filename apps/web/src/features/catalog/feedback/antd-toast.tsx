import { ConfigProvider, message } from 'antd';
import { AntdScope } from '../../../app/antd-scope';
import type { ToastType } from './toast';

/* Loaded on demand by `toast`: Ant Design's messages, in the storefront's theme and language. */
ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });
message.config({ top: 72, maxCount: 3 });

export function showToast(type: ToastType, text: string): void {
  void message[type](text);
}
