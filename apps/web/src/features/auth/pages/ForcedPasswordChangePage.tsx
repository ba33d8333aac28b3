import { LogoutOutlined } from '@ant-design/icons';
import { AUTH_MESSAGES, type ChangePasswordInput } from '@salon/shared';
import { Button, Form } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { usePageTitle } from '../../../lib/use-page-title';
import { useChangePassword } from '../api/change-password';
import { useLogout } from '../api/sign-in';
import { AuthCard } from '../components/AuthCard';
import { toast } from '../../../ui';
import { safeRedirect } from '../safe-redirect';
import { ChangePasswordFields } from '../components/ChangePasswordFields';
import { useDismissibleError } from '../use-dismissible-error';

/** Sign-in pages, where the change may show before the login has taken the customer on. */
const AUTH_PAGES = new Set(['/customer/login', '/customer/register', '/login']);

/**
 * The password change an account made at booking cannot skip; the only other way out is logout.
 * It shows over the page the customer was going to; once changed, that page shows. Shown over a
 * sign-in page, the change takes them on to the login's way back (`redirect`); logging out keeps
 * the way back for the next login.
 */
export function ForcedPasswordChangePage() {
  usePageTitle('Đổi mật khẩu');
  const [form] = Form.useForm<ChangePasswordInput>();
  const change = useChangePassword();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onAuthPage = AUTH_PAGES.has(pathname);
  const wayBack = onAuthPage
    ? safeRedirect(new URLSearchParams(search).get('redirect'))
    : `${pathname}${search}`;
  const logout = useLogout(
    wayBack ? `/customer/login?redirect=${encodeURIComponent(wayBack)}` : '/customer/login',
  );
  const { visibleError, dismiss } = useDismissibleError(change.error);

  const onFinish = (values: ChangePasswordInput) => {
    change.mutate(values, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.passwordChanged);
        if (onAuthPage) void navigate(wayBack ?? '/ho-so', { replace: true });
      },
      onError: (error) => showServerFieldErrors(form, error),
    });
  };

  return (
    <AuthCard
      title="Đổi mật khẩu"
      subtitle="Tài khoản của bạn được tạo khi đặt lịch, với mật khẩu là số điện thoại. Vui lòng đặt mật khẩu mới trước khi tiếp tục."
    >
      <FormErrorAlert
        title={AUTH_MESSAGES.passwordChangeFailed}
        error={visibleError}
        onClose={dismiss}
      />
      <Form
        form={form}
        layout="vertical"
        size="large"
        onFinish={onFinish}
        onValuesChange={dismiss}
        requiredMark={false}
      >
        <ChangePasswordFields currentPasswordHint="Là số điện thoại bạn đã dùng khi đặt lịch." />
        <Button type="primary" htmlType="submit" block loading={change.isPending}>
          Đổi mật khẩu và tiếp tục
        </Button>
      </Form>
      <Button
        type="link"
        block
        icon={<LogoutOutlined />}
        loading={logout.isPending}
        style={{ marginTop: 8 }}
        onClick={() => logout.mutate()}
      >
        Đăng xuất
      </Button>
    </AuthCard>
  );
}
