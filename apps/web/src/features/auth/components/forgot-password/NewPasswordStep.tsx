import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_RESET_MESSAGES as M, passwordResetNewPassword } from '@salon/shared';
import { Button, Form, Input } from 'antd';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { sameAsRule, showServerFieldErrors, zodRule } from '../../../../lib/form-rules';
import { useCompletePasswordReset } from '../../api/password-reset';
import { useDismissibleError } from '../../use-dismissible-error';
import { PasswordStrengthMeter } from '../PasswordStrengthMeter';

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** Step 3: the new password (register rules), confirmed. */
export function NewPasswordStep({
  resetToken,
  onDone,
}: {
  resetToken: string;
  onDone: () => void;
}) {
  const [form] = Form.useForm<NewPasswordValues>();
  const password = Form.useWatch('password', form) ?? '';
  const complete = useCompletePasswordReset();
  const { visibleError, dismiss } = useDismissibleError(complete.error);

  const onFinish = (values: NewPasswordValues) => {
    complete.mutate(
      { reset_token: resetToken, ...values },
      {
        // The success screen that follows says it.
        onSuccess: onDone,
        onError: (error) => showServerFieldErrors(form, error),
      },
    );
  };

  return (
    <>
      <FormErrorAlert title={M.updateFailed} error={visibleError} onClose={dismiss} />
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={dismiss}
      >
        <Form.Item name="password" label="Mật khẩu mới" rules={[zodRule(passwordResetNewPassword)]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus />
        </Form.Item>
        <PasswordStrengthMeter password={password} />
        <Form.Item
          name="password_confirmation"
          label="Xác nhận mật khẩu mới"
          dependencies={['password']}
          rules={[
            { required: true, message: M.confirmationRequired },
            sameAsRule('password', M.confirmationMismatch),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={complete.isPending}>
          Cập nhật mật khẩu
        </Button>
      </Form>
    </>
  );
}
