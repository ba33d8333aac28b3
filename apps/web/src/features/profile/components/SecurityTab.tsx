import { LockOutlined } from '@ant-design/icons';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  PROFILE_MESSAGES as M,
  type ChangePasswordInput,
} from '@salon/shared';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { sameAsRule, showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useChangePassword } from '../../auth/api/change-password';
import { PasswordStrengthMeter } from '../../auth/components/PasswordStrengthMeter';

const fields = changePasswordSchema.shape;

/** "Bảo mật": the password change (other devices are signed out). */
export function SecurityTab() {
  const [form] = Form.useForm<ChangePasswordInput>();
  const change = useChangePassword();
  const { message } = App.useApp();
  const password = Form.useWatch('new_password', form) ?? '';

  const onFinish = (values: ChangePasswordInput) => {
    change.mutate(values, {
      onSuccess: () => {
        void message.success(M.passwordChanged);
        form.resetFields();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        void message.error(error instanceof ApiError ? error.message : M.passwordChangeFailed);
      },
    });
  };

  return (
    <Card title="Đổi mật khẩu" style={{ maxWidth: 560 }}>
      <Form form={form} layout="vertical" name="change-password" onFinish={onFinish}>
        <Form.Item
          name="current_password"
          label="Mật khẩu hiện tại"
          rules={[zodRule(fields.current_password)]}
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
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Đổi mật khẩu
        </Button>
      </Form>
    </Card>
  );
}
