import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { adminLoginSchema, AUTH_MESSAGES, isStaffRole, type AdminLoginInput } from '@salon/shared';
import { Alert, Button, Form, Input } from 'antd';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { zodRule } from '../../../lib/form-rules';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { isTwoFactorChallenge, useAdminLogin } from '../../auth/api/sign-in';
import { TwoFactorLoginStep } from '../../two-factor/components/TwoFactorLoginStep';
import { useDismissibleError } from '../../auth/use-dismissible-error';
import { AuthCard } from '../../auth/components/AuthCard';
import { safeRedirect } from '../../auth/safe-redirect';

const fields = adminLoginSchema.shape;

export function AdminLoginPage() {
  usePageTitle('Đăng nhập quản trị');
  const [form] = Form.useForm<AdminLoginInput>();
  const login = useAdminLogin();
  const { visibleError, dismiss } = useDismissibleError(login.error);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  if (user && isStaffRole(user.role) && !login.isSuccess) return <Navigate to="/admin" replace />;

  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(135deg, #17372a, #2d7f56)' }}>
      <AuthCard
        title="Đăng nhập quản trị"
        subtitle="Dành cho nhân viên, quản lý và quản trị viên của salon."
      >
        {params.has('expired') ? (
          <Alert
            type="warning"
            showIcon
            title={AUTH_MESSAGES.sessionExpired}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <FormErrorAlert title={AUTH_MESSAGES.loginFailed} error={visibleError} onClose={dismiss} />
        {isTwoFactorChallenge(login.data) ? (
          <TwoFactorLoginStep
            challenge={login.data.challenge}
            onSignedIn={() => void navigate(redirect ?? '/admin')}
            onRestart={login.reset}
          />
        ) : null}
        <Form
          hidden={isTwoFactorChallenge(login.data)}
          form={form}
          layout="vertical"
          size="large"
          requiredMark={false}
          onValuesChange={dismiss}
          onFinish={(values) =>
            login.mutate(values, {
              onSuccess: (result) => {
                if (!isTwoFactorChallenge(result)) void navigate(redirect ?? '/admin');
              },
            })
          }
        >
          <Form.Item name="email" label="Email" rules={[zodRule(fields.email)]}>
            <Input
              prefix={<MailOutlined />}
              placeholder="ten@salontocviet.vn"
              autoComplete="username"
            />
          </Form.Item>
          <Form.Item name="password" label="Mật khẩu" rules={[zodRule(fields.password)]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            Đăng nhập
          </Button>
        </Form>
        <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          <Link to="/">← Về trang chủ</Link>
        </p>
      </AuthCard>
    </div>
  );
}
