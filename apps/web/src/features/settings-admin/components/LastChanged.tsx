import { SETTINGS_ADMIN_MESSAGES as M, type SettingsChange } from '@salon/shared';
import { Typography } from 'antd';
import { formatDateTime } from '../../../lib/format-date';

/** 'Thay đổi lần cuối bởi Lan lúc 26/11/2026 20:15', on the salon's clock. */
export function LastChanged({ change }: { change: SettingsChange | null }) {
  return (
    <Typography.Text type="secondary" data-testid="settings-last-changed">
      {change
        ? `Thay đổi lần cuối bởi ${change.by?.name ?? 'tài khoản đã xóa'} lúc ${formatDateTime(change.at)}`
        : M.neverChanged}
    </Typography.Text>
  );
}
