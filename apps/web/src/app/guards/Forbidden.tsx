import { accessibleAdminPageLabels, ROLE_LABELS } from '@salon/shared';
import { Button, Result, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useLogout } from '../../features/auth/api/sign-in';
import { usePageTitle } from '../../lib/use-page-title';

/** A signed-in customer on /admin. */
export function NotStaff() {
  usePageTitle('Không có quyền truy cập');
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle="Xin lỗi, bạn không có quyền truy cập trang này."
      extra={
        <Button
          type="primary"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/login') })}
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
    <Result
      status="403"
      title="Không có quyền truy cập"
      subTitle={
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            Vai trò hiện tại của bạn: <strong>{ROLE_LABELS[role]}</strong>.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {ROLE_LABELS[role]} có thể truy cập: {accessibleAdminPageLabels(role).join(', ')}.
          </Typography.Paragraph>
        </>
      }
      extra={
        <Button type="primary" onClick={() => void navigate('/admin/appointments')}>
          Về trang lịch hẹn
        </Button>
      }
    />
  );
}
