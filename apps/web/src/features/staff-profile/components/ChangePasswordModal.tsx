import { LockOutlined } from '@ant-design/icons';
import { AUTH_MESSAGES, changePasswordSchema, type ChangePasswordInput } from '@salon/shared';
import { Alert, App, Form, Input, Modal } from 'antd';
import { sameAsRule, showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useChangePassword } from '../../auth/api/change-password';

const fields = changePasswordSchema.shape;

/** Change one's own password; the other signed-in devices are signed out. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangePasswordInput>();
  const change = useChangePassword();
  const { message } = App.useApp();

  const close = () => {
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Đổi mật khẩu"
      okText="Đổi mật khẩu"
      cancelText="Hủy"
      onCancel={close}
      onOk={() => form.submit()}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          change.mutate(values, {
            onSuccess: () => {
              void message.success(AUTH_MESSAGES.passwordChanged);
              close();
            },
            onError: (error) => {
              showServerFieldErrors(form, error);
              void message.error(error.message || AUTH_MESSAGES.passwordChangeFailed);
            },
          })
        }
      >
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
          title="Mật khẩu mới có ít nhất 8 ký tự, gồm chữ hoa, chữ thường và chữ số. Các thiết bị khác đang đăng nhập sẽ được đăng xuất."
        />
      </Form>
    </Modal>
  );
}
