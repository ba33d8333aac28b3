import {
  appointmentReviewSchema,
  BOOKING_LIMITS,
  BOOKING_MESSAGES as M,
  MY_APPOINTMENTS_MESSAGES,
  type AppointmentSummary,
} from '@salon/shared';
import { RatingCommentModal } from '../../../components/RatingCommentModal';
import { useReviewAppointment } from '../api/change-appointment';

/** The review of a completed appointment: stars (5 unless changed) and a comment up to 500. */
export function AppointmentReviewModal({
  appointment,
  onClose,
}: {
  appointment: AppointmentSummary;
  onClose: () => void;
}) {
  const review = useReviewAppointment();
  return (
    <RatingCommentModal
      title={`Đánh giá: ${appointment.service.name}`}
      schema={appointmentReviewSchema}
      commentMax={BOOKING_LIMITS.appointmentReviewCommentMax}
      placeholder="Chia sẻ cảm nhận về dịch vụ, stylist, không gian salon..."
      hint="Đánh giá sẽ được hiển thị trên trang dịch vụ sau khi được duyệt."
      failedTitle={MY_APPOINTMENTS_MESSAGES.reviewFailed}
      successMessage={M.reviewThanks}
      mutation={review}
      onSubmit={(values) => review.mutateAsync({ id: appointment.id, ...values })}
      onClose={onClose}
    />
  );
}
