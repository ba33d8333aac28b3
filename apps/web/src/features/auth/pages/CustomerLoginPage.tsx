import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { AUTH_MESSAGES, customerLoginSchema, type CustomerLoginInput } from '@salon/shared';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { zodRule } from '../../../lib/form-rules';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../api/current-user';
import { isTwoFactorChallenge, useCustomerLogin } from '../api/sign-in';
import { TwoFactorLoginStep } from '../../two-factor/components/TwoFactorLoginStep';
import { useDismissibleError } from '../use-dismissible-error';
import { AuthCard } from '../components/AuthCard';
import { safeRedirect } from '../safe-redirect';
import { toast } from '../../../ui/Toast';

const fields = customerLoginSchema.shape;

export function CustomerLoginPage() {
  usePageTitle('Đăng nhập');
  const [form] = Form.useForm<CustomerLoginInput>();
  const login = useCustomerLogin();
  const { visibleError, dismiss } = useDismissibleError(login.error);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  if (user?.role === 'customer' && !login.isSuccess)
    return <Navigate to={redirect ?? '/profile'} replace />;

  const signedIn = () => {
    toast.success(AUTH_MESSAGES.loginSuccess);
    void navigate(redirect ?? '/ho-so');
  };
  const onFinish = (values: CustomerLoginInput) => {
    login.mutate(values, {
      onSuccess: (result) => {
        if (!isTwoFactorChallenge(result)) signedIn();
      },
    });
  };

  if (isTwoFactorChallenge(login.data)) {
    return (
      <AuthCard title="Xác thực hai lớp" subtitle="Bước cuối để đăng nhập.">
        <TwoFactorLoginStep
          challenge={login.data.challenge}
          onSignedIn={signedIn}
          onRestart={login.reset}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Đăng nhập"
      subtitle="Đăng nhập để đặt lịch nhanh hơn, theo dõi lịch hẹn và đơn hàng."
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
      <Form
        form={form}
        layout="vertical"
        size="large"
        onFinish={onFinish}
        onValuesChange={dismiss}
        initialValues={{ remember: true }}
        requiredMark={false}
      >
        <Form.Item
          name="identifier"
          label="Số điện thoại hoặc email"
          rules={[zodRule(fields.identifier)]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder="0912 345 678 hoặc email"
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item name="password" label="Mật khẩu" rules={[zodRule(fields.password)]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="Mật khẩu"
            autoComplete="current-password"
          />
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 16 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Ghi nhớ đăng nhập</Checkbox>
          </Form.Item>
          <Link to="/customer/forgot-password">Quên mật khẩu?</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          Đăng nhập
        </Button>
      </Form>
      <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        Chưa có tài khoản? <Link to="/customer/register">Đăng ký ngay</Link>
      </p>
    </AuthCard>
  );
}
