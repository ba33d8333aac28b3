import { Empty } from 'antd';
import { SafeHtml } from '../../../../components/SafeHtml';

export function DetailDescription({ html }: { html: string | null }) {
  if (!html || !html.trim()) return <Empty description="Chưa có mô tả chi tiết" />;
  return <SafeHtml html={html} />;
}
