import {
  CONTACT_ADMIN_MESSAGES as M,
  adminContactReplySchema,
  type AdminContactDto,
} from '@salon/shared';
import { Alert, App, Form, Input } from 'antd';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { FormModal } from '../../admin/components/FormModal';
import { useReplyContact } from '../api/contact-mutations';

/** Writes a reply that goes to the contact's e-mail (through the outbox). */
export function ReplyContactModal({
  contact,
  onClose,
}: {
  contact: AdminContactDto;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reply_message: string }>();
  const { message } = App.useApp();
  const reply = useReplyContact();
  const submit = async () => {
    const values = await form.validateFields();
    reply.mutate(
      { id: contact.id, ...values },
      {
        onSuccess: () => {
          void message.success(M.replied);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.replyFailed));
        },
      },
    );
  };
  return (
    <FormModal
      title={`Phản hồi: ${contact.subject}`}
      okText="Gửi phản hồi"
      saving={reply.isPending}
      onSave={() => void submit().catch(() => undefined)}
      onClose={onClose}
      width={600}
      phoneFullWidth
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`Phản hồi sẽ được gửi tới ${contact.email ?? ''}`}
      />
      <Form form={form} layout="vertical">
        <Form.Item
          name="reply_message"
          label="Nội dung phản hồi"
          required
          rules={[zodRule(adminContactReplySchema.shape.reply_message)]}
        >
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
