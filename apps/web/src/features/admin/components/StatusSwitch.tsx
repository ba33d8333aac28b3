import type { ItemStatus } from '@salon/shared';
import { Switch } from 'antd';

/** The per-row active/inactive switch. */
export function StatusSwitch({
  status,
  loading,
  onChange,
  label,
}: {
  status: ItemStatus;
  loading: boolean;
  onChange: (status: ItemStatus) => void;
  label: string;
}) {
  return (
    <Switch
      size="small"
      checked={status === 'active'}
      loading={loading}
      aria-label={`Trạng thái ${label}`}
      checkedChildren="Bật"
      unCheckedChildren="Tắt"
      onChange={(checked) => onChange(checked ? 'active' : 'inactive')}
    />
  );
}
