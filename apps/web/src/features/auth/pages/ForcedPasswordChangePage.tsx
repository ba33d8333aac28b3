import { LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { AUTH_MESSAGES, changePasswordSchema, type ChangePasswordInput } from '@salon/shared';
import { Alert, App, Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { sameAsRule, showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { usePageTitle } from '../../../lib/use-page-title';
import { useChangePassword } from '../api/change-password';
import { useLogout } from '../api/sign-in';
import { AuthCard } from '../components/AuthCard';
import { PasswordStrengthMeter } from '../components/PasswordStrengthMeter';
import { useDismissibleError } from '../use-dismissible-error';

const fields = changePasswordSchema.shape;

/** The password change an account made at booking cannot skip; the only other way out is logout. */
export function ForcedPasswordChangePage() {
  usePageTitle('Đổi mật khẩu');
  const [form] = Form.useForm<ChangePasswordInput>();
  const change = useChangePassword();
  const logout = useLogout();
  const { visibleError, dismiss } = useDismissibleError(change.error);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const password = Form.useWatch('new_password', form) ?? '';

  const onFinish = (values: ChangePasswordInput) => {
    change.mutate(values, {
      onSuccess: () => void message.success(AUTH_MESSAGES.passwordChanged),
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
        <Form.Item
          name="current_password"
          label="Mật khẩu hiện tại"
          rules={[zodRule(fields.current_password)]}
          extra="Là số điện thoại bạn đã dùng khi đặt lịch."
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="new_password" label="Mật khẩu mới" rules={[zodRule(fields.new_password)]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <PasswordStrengthMeter password={password} />
        <Form.Item
          name="new_password_confirmation"
          label="Xác nhận mật khẩu mới"
          dependencies={['new_password']}
          rules={[
            zodRule(fields.new_password_confirmation),
            sameAsRule('new_password', AUTH_MESSAGES.confirmationMismatch),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Mật khẩu mới có ít nhất 8 ký tự, gồm chữ hoa, chữ thường và chữ số. Các thiết bị khác đang đăng nhập sẽ được đăng xuất."
        />
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
        onClick={() =>
          logout.mutate(undefined, {
            onSuccess: () => {
              void message.success(AUTH_MESSAGES.logoutSuccess);
              void navigate('/customer/login');
            },
            onError: () => void message.error(AUTH_MESSAGES.logoutFailed),
          })
        }
      >
        Đăng xuất
      </Button>
    </AuthCard>
  );
}
