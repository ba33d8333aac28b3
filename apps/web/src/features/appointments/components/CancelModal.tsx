import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES as M,
  cancelAppointmentSchema,
  MY_APPOINTMENTS_MESSAGES,
  type AppointmentSummary,
} from '@salon/shared';
import { App, Form, Input, Modal } from 'antd';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCancelAppointment } from '../api/change-appointment';
import { formatAppointmentDate } from '../appointment-format';

/** Cancel a live appointment with a reason (required, up to 200 characters). */
export function CancelModal({
  appointment,
  onClose,
}: {
  appointment: AppointmentSummary;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const cancel = useCancelAppointment();

  const submit = async ({ reason }: { reason: string }) => {
    try {
      await cancel.mutateAsync({ id: appointment.id, reason: reason.trim() });
      void message.success(M.cancelled);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open
      onCancel={onClose}
      title={`Hủy lịch hẹn ${appointment.code}`}
      okText="Xác nhận hủy"
      okButtonProps={{ danger: true }}
      cancelText="Đóng"
      confirmLoading={cancel.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <p style={{ marginTop: 0 }}>
        Bạn muốn hủy lịch <strong>{appointment.service.name}</strong> lúc{' '}
        <strong>{appointment.appointment_time}</strong>,{' '}
        {formatAppointmentDate(appointment.appointment_date)}?
      </p>
      <FormErrorAlert
        title={MY_APPOINTMENTS_MESSAGES.cancelFailed}
        error={cancel.error}
        onClose={() => cancel.reset()}
      />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label="Lý do hủy"
          required
          rules={[zodRule(cancelAppointmentSchema.shape.reason)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={BOOKING_LIMITS.cancelReasonMax}
            showCount
            placeholder="Cho salon biết lý do để phục vụ bạn tốt hơn"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
