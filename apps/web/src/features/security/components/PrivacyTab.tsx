import { Empty } from 'antd';

/** Built by the security work in progress. */
export function PrivacyTab() {
  return <Empty description="Phần này đang được xây dựng." />;
}
