import { SafeHtml } from '../../../../components/SafeHtml';
import { Empty } from '../../../../ui';

export function DetailDescription({ html }: { html: string | null }) {
  if (!html || !html.trim()) return <Empty description="Chưa có mô tả chi tiết" />;
  return <SafeHtml html={html} />;
}
