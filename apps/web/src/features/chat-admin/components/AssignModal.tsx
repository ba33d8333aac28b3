import { CHAT_MESSAGES } from '@salon/shared';
import { Form, Modal, Select } from 'antd';

/**
 * Assigning a conversation (back-office §6): the dialog offers only 'assign to me'; nothing
 * chosen says 'Vui lòng chọn admin'.
 */
export function AssignModal({
  me,
  currentAdminId,
  saving,
  onAssign,
  onClose,
}: {
  me: { id: number; name: string };
  currentAdminId: number | null;
  saving: boolean;
  onAssign: (adminId: number) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ admin_id?: number }>();
  return (
    <Modal
      open
      title="Phân công cuộc trò chuyện"
      okText="Phân công"
      cancelText="Hủy"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => values.admin_id && onAssign(values.admin_id)}
      >
        <Form.Item
          name="admin_id"
          label="Người phụ trách"
          rules={[{ required: true, message: CHAT_MESSAGES.adminRequired }]}
          extra={
            currentAdminId === me.id ? 'Cuộc trò chuyện này đã được phân công cho bạn.' : undefined
          }
        >
          <Select
            placeholder="Chọn người phụ trách"
            options={[{ value: me.id, label: `Phân công cho tôi (${me.name})` }]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
