import { SLIDER_DISPLAY_STATUS_LABELS, type SliderDisplayStatus } from '@salon/shared';
import { Tag } from 'antd';

const COLORS: Record<SliderDisplayStatus, string> = {
  active: 'green',
  upcoming: 'blue',
  expired: 'orange',
  inactive: 'default',
};

export function SliderStatusTag({ status }: { status: SliderDisplayStatus }) {
  return <Tag color={COLORS[status]}>{SLIDER_DISPLAY_STATUS_LABELS[status]}</Tag>;
}
