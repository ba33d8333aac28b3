import {
  CONTACT_ADMIN_MESSAGES as M,
  adminContactResolveSchema,
  type AdminContactDto,
} from '@salon/shared';
import { App, Form, Input } from 'antd';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { FormModal } from '../../admin/components/FormModal';
import { useResolveContact } from '../api/contact-mutations';

/** Resolves a contact with the response to the customer (e-mailed when it has an address). */
export function ResolveContactModal({
  contact,
  onClose,
}: {
  contact: AdminContactDto;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ response_message: string; internal_notes?: string }>();
  const { message } = App.useApp();
  const resolve = useResolveContact();
  const submit = async () => {
    const values = await form.validateFields();
    resolve.mutate(
      { id: contact.id, ...values },
      {
        onSuccess: () => {
          void message.success(M.resolved);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.resolveFailed));
        },
      },
    );
  };
  return (
    <FormModal
      title={`Giải quyết liên hệ #${contact.id}`}
      okText="Giải quyết"
      saving={resolve.isPending}
      onSave={() => void submit().catch(() => undefined)}
      onClose={onClose}
      width={600}
      phoneFullWidth
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ internal_notes: contact.internal_notes ?? '' }}
      >
        <Form.Item
          name="response_message"
          label="Phản hồi cho khách hàng"
          required
          extra={
            contact.email ? `Gửi tới ${contact.email}` : 'Liên hệ không có email: chỉ lưu lại.'
          }
          rules={[zodRule(adminContactResolveSchema.shape.response_message)]}
        >
          <Input.TextArea rows={5} maxLength={5000} />
        </Form.Item>
        <Form.Item
          name="internal_notes"
          label="Ghi chú nội bộ"
          rules={[zodRule(adminContactResolveSchema.shape.internal_notes)]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
