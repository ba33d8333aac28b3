import {
  appointmentReviewSchema,
  BOOKING_LIMITS,
  BOOKING_MESSAGES as M,
  MY_APPOINTMENTS_MESSAGES,
  type AppointmentSummary,
} from '@salon/shared';
import { App, Form, Input, Modal, Rate } from 'antd';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useReviewAppointment } from '../api/change-appointment';

interface ReviewValues {
  rating: number;
  comment?: string;
}

/** The review of a completed appointment: stars (5 unless changed) and a comment up to 500. */
export function AppointmentReviewModal({
  appointment,
  onClose,
}: {
  appointment: AppointmentSummary;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ReviewValues>();
  const { message } = App.useApp();
  const review = useReviewAppointment();

  const submit = async (values: ReviewValues) => {
    try {
      await review.mutateAsync({
        id: appointment.id,
        rating: values.rating,
        comment: values.comment?.trim() ?? '',
      });
      void message.success(M.reviewThanks);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open
      onCancel={onClose}
      title={`Đánh giá: ${appointment.service.name}`}
      okText="Gửi đánh giá"
      cancelText="Đóng"
      confirmLoading={review.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <FormErrorAlert
        title={MY_APPOINTMENTS_MESSAGES.reviewFailed}
        error={review.error}
        onClose={() => review.reset()}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ rating: 5 }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="rating"
          label="Mức độ hài lòng"
          required
          rules={[zodRule(appointmentReviewSchema.shape.rating)]}
        >
          <Rate aria-label="Số sao đánh giá" />
        </Form.Item>
        <Form.Item
          name="comment"
          label="Nhận xét"
          rules={[zodRule(appointmentReviewSchema.shape.comment)]}
          extra="Đánh giá sẽ được hiển thị trên trang dịch vụ sau khi được duyệt."
        >
          <Input.TextArea
            rows={4}
            maxLength={BOOKING_LIMITS.appointmentReviewCommentMax}
            showCount
            placeholder="Chia sẻ cảm nhận về dịch vụ, stylist, không gian salon..."
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
