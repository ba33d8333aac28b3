import { LockOutlined } from '@ant-design/icons';
import { AUTH_MESSAGES, changePasswordSchema } from '@salon/shared';
import { Alert, Form, Input } from 'antd';
import { sameAsRule, zodRule } from '../../../lib/form-rules';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const fields = changePasswordSchema.shape;

/**
 * The fields of changing one's own password (current, new with its strength, confirmation) and
 * the rule; placed inside the caller's `Form`, which submits them as a `ChangePasswordInput`.
 */
export function ChangePasswordFields({ currentPasswordHint }: { currentPasswordHint?: string }) {
  const form = Form.useFormInstance();
  const password = (Form.useWatch('new_password', form) as string | undefined) ?? '';

  return (
    <>
      <Form.Item
        name="current_password"
        label="Mật khẩu hiện tại"
        rules={[zodRule(fields.current_password)]}
        extra={currentPasswordHint}
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
        title={AUTH_MESSAGES.passwordChangeHint}
      />
    </>
  );
}
