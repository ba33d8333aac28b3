import {
  CONTACT_ADMIN_MESSAGES as M,
  adminContactAssignSchema,
  type AdminContactDto,
} from '@salon/shared';
import { App, Form, Input } from 'antd';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { FormModal } from '../../admin/components/FormModal';
import { useAssignContact } from '../api/contact-mutations';
import { StaffSelect } from './StaffSelect';

/** Gives a contact to a team member, with an optional internal note. */
export function AssignContactModal({
  contact,
  onClose,
}: {
  contact: AdminContactDto;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ assigned_to: number; internal_notes?: string }>();
  const { message } = App.useApp();
  const assign = useAssignContact();
  const submit = async () => {
    const values = await form.validateFields();
    assign.mutate(
      { id: contact.id, ...values },
      {
        onSuccess: () => {
          void message.success(M.assigned);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.assignFailed));
        },
      },
    );
  };
  return (
    <FormModal
      title={`Phân công liên hệ #${contact.id}`}
      okText="Phân công"
      saving={assign.isPending}
      onSave={() => void submit().catch(() => undefined)}
      onClose={onClose}
      phoneFullWidth
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          assigned_to: contact.assigned_to ?? undefined,
          internal_notes: contact.internal_notes ?? '',
        }}
      >
        <Form.Item
          name="assigned_to"
          label="Nhân viên phụ trách"
          required
          rules={[{ required: true, message: M.staffRequired }]}
        >
          <StaffSelect aria-label="Nhân viên phụ trách" />
        </Form.Item>
        <Form.Item
          name="internal_notes"
          label="Ghi chú nội bộ"
          rules={[zodRule(adminContactAssignSchema.shape.internal_notes)]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
