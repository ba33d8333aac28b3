import { PoweroffOutlined, StopOutlined } from '@ant-design/icons';
import { BRANCH_MESSAGES as M, type AdminBranch } from '@salon/shared';
import { App, Button, Popconfirm, Space } from 'antd';
import { useBranchStatus, useDeactivateBranch } from '../api/admin-branches';

/**
 * The enable/disable button of a branch and the separate "deactivate" action (back-office
 * §2.10), which is disabled once the branch is inactive.
 */
export function BranchStatusActions({ branch, size }: { branch: AdminBranch; size?: 'small' }) {
  const { message } = App.useApp();
  const status = useBranchStatus();
  const deactivate = useDeactivateBranch();
  const active = branch.status === 'active';
  return (
    <Space wrap size={4}>
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
              onError: (error) => void message.error(error.message || M.statusFailed),
            },
          )
        }
      >
        {active ? 'Tắt' : 'Bật'}
      </Button>
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
            (error: Error) => void message.error(error.message || M.deactivateFailed),
          )
        }
      >
        <Button
          size={size}
          danger
          icon={<StopOutlined />}
          disabled={!active}
          loading={deactivate.isPending}
          aria-label={`Ngừng hoạt động chi nhánh ${branch.name}`}
        >
          Ngừng hoạt động
        </Button>
      </Popconfirm>
    </Space>
  );
}
