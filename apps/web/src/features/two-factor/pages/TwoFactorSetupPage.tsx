import { Alert, Button } from 'antd';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../../auth/components/AuthCard';
import { useLogout } from '../../auth/api/sign-in';
import { TwoFactorEnrol } from '../components/TwoFactorEnrol';

/**
 * Shown instead of every page while the two-factor policy covers the user's role and they have
 * not enrolled (the server refuses everything else meanwhile).
 */
export function TwoFactorSetupPage() {
  usePageTitle('Bật xác thực hai lớp');
  const logout = useLogout('/admin/login');
  return (
    <AuthCard
      title="Bật xác thực hai lớp"
      subtitle="Chính sách bảo mật của salon yêu cầu tài khoản của bạn đăng nhập bằng mật khẩu và mã từ ứng dụng xác thực."
    >
      <Alert
        type="info"
        showIcon
        title="Hoàn tất bước này để tiếp tục làm việc."
        style={{ marginBottom: 16 }}
      />
      <TwoFactorEnrol />
      <Button type="link" block onClick={() => logout.mutate()} loading={logout.isPending}>
        Đăng xuất
      </Button>
    </AuthCard>
  );
}
