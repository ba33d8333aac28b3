import { accessibleAdminPageLabels, ROLE_LABELS } from '@salon/shared';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useLogout } from '../../features/auth/api/sign-in';
import { StatusScreen } from '../../components/StatusScreen';
import { usePageTitle } from '../../lib/use-page-title';
import { Button, Icon } from '../../ui';

/** A signed-in customer on /admin. */
export function NotStaff() {
  usePageTitle('Không có quyền truy cập');
  const logout = useLogout('/login');
  const navigate = useNavigate();
  return (
    <StatusScreen
      icon={<Icon icon={StopOutlined} />}
      title="403"
      description="Xin lỗi, bạn không có quyền truy cập trang này."
      actions={
        <Button
          variant="primary"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onError: () => void navigate('/login') })}
        >
          Quay lại đăng nhập
        </Button>
      }
    />
  );
}

/** Staff on a back-office page outside their permissions. */
export function NoPagePermission() {
  usePageTitle('Không có quyền truy cập');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const role = user?.role ?? 'staff';
  return (
    <StatusScreen
      icon={<Icon icon={StopOutlined} />}
      title="Không có quyền truy cập"
      description={
        <>
          <p>
            Vai trò hiện tại của bạn: <strong>{ROLE_LABELS[role]}</strong>.
          </p>
          <p>
            {ROLE_LABELS[role]} có thể truy cập: {accessibleAdminPageLabels(role).join(', ')}.
          </p>
        </>
      }
      actions={
        <Button variant="primary" onClick={() => void navigate('/admin/appointments')}>
          Về trang lịch hẹn
        </Button>
      }
    />
  );
}
