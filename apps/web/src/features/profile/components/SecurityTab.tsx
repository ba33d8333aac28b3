import { PROFILE_MESSAGES as M, type ChangePasswordInput } from '@salon/shared';
import { App, Button, Card, Form } from 'antd';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { useChangePassword } from '../../auth/api/change-password';
import { ChangePasswordFields } from '../../auth/components/ChangePasswordFields';
import { AccountSecuritySessions } from '../../sessions/components/AccountSecuritySessions';

/** "Bảo mật": the password change (other devices are signed out), sessions, sign-in history. */
export function SecurityTab() {
  const [form] = Form.useForm<ChangePasswordInput>();
  const change = useChangePassword();
  const { message } = App.useApp();

  const onFinish = (values: ChangePasswordInput) => {
    change.mutate(values, {
      onSuccess: () => {
        void message.success(M.passwordChanged);
        form.resetFields();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        void message.error(errorText(error, M.passwordChangeFailed));
      },
    });
  };

  return (
    <>
      <Card title="Đổi mật khẩu" style={{ maxWidth: 560 }}>
        <Form form={form} layout="vertical" name="change-password" onFinish={onFinish}>
          <ChangePasswordFields />
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            Đổi mật khẩu
          </Button>
        </Form>
      </Card>
      <AccountSecuritySessions />
    </>
  );
}
