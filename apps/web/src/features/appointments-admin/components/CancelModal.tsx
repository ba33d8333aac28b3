import { BOOKING_LIMITS, BOOKING_MESSAGES as BM, cancelAppointmentSchema } from '@salon/shared';
import { App, Form, Input, Modal } from 'antd';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useDeskMove } from '../api/desk-mutations';

/** Cancel with a reason (required, up to 200 characters). */
export function CancelModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const move = useDeskMove(id);
  const submit = async () => {
    const { reason } = await form.validateFields();
    move.mutate(
      { action: 'cancel', reason },
      {
        onSuccess: () => {
          void message.success(BM.cancelled);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(error.message);
        },
      },
    );
  };
  return (
    <Modal
      open
      title="Hủy lịch hẹn"
      okText="Hủy lịch"
      okButtonProps={{ danger: true }}
      cancelText="Đóng"
      confirmLoading={move.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="reason"
          label="Lý do hủy"
          rules={[zodRule(cancelAppointmentSchema.shape.reason)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={BOOKING_LIMITS.cancelReasonMax}
            showCount
            placeholder="Ví dụ: khách gọi điện báo bận"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
