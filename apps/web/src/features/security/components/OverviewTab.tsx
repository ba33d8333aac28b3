import { Empty } from 'antd';

/** The headline figures; built once the other tabs report theirs. */
export function OverviewTab(_props: { onOpenTab: (key: string) => void }) {
  return <Empty description="Phần này đang được xây dựng." />;
}
