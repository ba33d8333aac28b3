import { PoweroffOutlined, StopOutlined } from '@ant-design/icons';
import { BRANCH_MESSAGES as M, type AdminBranch } from '@salon/shared';
import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { errorText } from '../../../lib/api-client';
import { useBranchStatus, useDeactivateBranch } from '../api/admin-branches';

/**
 * The enable/disable button of a branch and the separate "deactivate" action (back-office
 * §2.10), which is disabled once the branch is inactive.
 */
export function BranchStatusActions({
  branch,
  size,
  compact = false,
}: {
  branch: AdminBranch;
  size?: 'small';
  /** Icons only (with tooltips), for table rows. */
  compact?: boolean;
}) {
  const { message } = App.useApp();
  const status = useBranchStatus();
  const deactivate = useDeactivateBranch();
  const active = branch.status === 'active';
  const toggleLabel = active ? 'Tắt' : 'Bật';
  return (
    <Space wrap size={4}>
      <Tooltip title={compact ? `${toggleLabel} chi nhánh` : undefined}>
        <Button
          size={size}
          icon={<PoweroffOutlined />}
          loading={status.isPending}
          aria-label={`${active ? 'Tắt' : 'Bật'} chi nhánh ${branch.name}`}
          onClick={() =>
            status.mutate(
              { id: branch.id, status: active ? 'inactive' : 'active' },
              {
                onSuccess: () => void message.success(M.statusUpdated),
                onError: (error) => void message.error(errorText(error, M.statusFailed)),
              },
            )
          }
        >
          {compact ? null : toggleLabel}
        </Button>
      </Tooltip>
      <Popconfirm
        title="Ngừng hoạt động chi nhánh này?"
        description="Chi nhánh sẽ không nhận đặt lịch và không hiện trên trang web; dữ liệu được giữ lại."
        okText="Ngừng hoạt động"
        okButtonProps={{ danger: true }}
        cancelText="Hủy"
        disabled={!active}
        onConfirm={() =>
          deactivate.mutateAsync(branch.id).then(
            () => void message.success(M.deactivated),
            (error: Error) => void message.error(errorText(error, M.deactivateFailed)),
          )
        }
      >
        <Tooltip title={compact ? 'Ngừng hoạt động' : undefined}>
          <Button
            size={size}
            danger
            icon={<StopOutlined />}
            disabled={!active}
            loading={deactivate.isPending}
            aria-label={`Ngừng hoạt động chi nhánh ${branch.name}`}
          >
            {compact ? null : 'Ngừng hoạt động'}
          </Button>
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
