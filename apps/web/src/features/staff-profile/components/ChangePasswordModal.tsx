import { AUTH_MESSAGES, type ChangePasswordInput } from '@salon/shared';
import { App, Form, Modal } from 'antd';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { useChangePassword } from '../../auth/api/change-password';
import { ChangePasswordFields } from '../../auth/components/ChangePasswordFields';

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
              void message.error(errorText(error, AUTH_MESSAGES.passwordChangeFailed));
            },
          })
        }
      >
        <ChangePasswordFields />
      </Form>
    </Modal>
  );
}
