import {
  CONTACT_ADMIN_MESSAGES as M,
  CONTACT_PRIORITIES,
  CONTACT_PRIORITY_LABELS,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  adminContactFields,
  type AdminContactDto,
  type AdminContactUpdateInput,
} from '@salon/shared';
import { App, Form, Input, Select } from 'antd';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { FormModal } from '../../admin/components/FormModal';
import { useSaveContact } from '../api/contact-mutations';

/**
 * Create or edit a contact (back-office §5): name, e-mail, subject and message required, phone
 * optional; type inquiry and priority medium by default. Priority, status and internal notes
 * appear only when editing.
 */
export function ContactFormModal({
  contact,
  onClose,
}: {
  contact: AdminContactDto | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AdminContactUpdateInput>();
  const { message } = App.useApp();
  const save = useSaveContact();
  const editing = contact !== null;
  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(
      { id: contact?.id, input: values },
      {
        onSuccess: () => {
          void message.success(editing ? M.updated : M.created);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.saveFailed));
        },
      },
    );
  };
  return (
    <FormModal
      title={editing ? 'Sửa liên hệ' : 'Tạo liên hệ'}
      saving={save.isPending}
      onSave={() => void submit().catch(() => undefined)}
      onClose={onClose}
      width={640}
      phoneFullWidth
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          contact
            ? {
                name: contact.name,
                email: contact.email ?? '',
                phone: contact.phone ?? '',
                subject: contact.subject,
                message: contact.message,
                type: contact.type,
                priority: contact.priority,
                status: contact.status,
                internal_notes: contact.internal_notes ?? '',
              }
            : { type: 'inquiry', priority: 'medium' }
        }
      >
        <Form.Item
          name="name"
          label="Tên khách hàng"
          required
          rules={[zodRule(adminContactFields.name)]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="email" label="Email" required rules={[zodRule(adminContactFields.email)]}>
          <Input type="email" maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label="Số điện thoại" rules={[zodRule(adminContactFields.phone)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="type" label="Loại liên hệ">
          <Select
            options={CONTACT_TYPES.map((t) => ({ value: t, label: CONTACT_TYPE_LABELS[t] }))}
          />
        </Form.Item>
        <Form.Item
          name="subject"
          label="Tiêu đề"
          required
          rules={[zodRule(adminContactFields.subject)]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="message"
          label="Nội dung"
          required
          rules={[zodRule(adminContactFields.message)]}
        >
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        {editing ? (
          <>
            <Form.Item name="priority" label="Mức độ ưu tiên">
              <Select
                options={CONTACT_PRIORITIES.map((p) => ({
                  value: p,
                  label: CONTACT_PRIORITY_LABELS[p],
                }))}
              />
            </Form.Item>
            <Form.Item name="status" label="Trạng thái">
              <Select
                options={CONTACT_STATUSES.map((s) => ({
                  value: s,
                  label: CONTACT_STATUS_LABELS[s],
                }))}
              />
            </Form.Item>
            <Form.Item name="internal_notes" label="Ghi chú nội bộ">
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </FormModal>
  );
}
