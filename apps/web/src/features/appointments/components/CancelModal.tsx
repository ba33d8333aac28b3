import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES as M,
  cancelAppointmentSchema,
  MY_APPOINTMENTS_MESSAGES,
  type AppointmentSummary,
} from '@salon/shared';
import { ReasonModal } from '../../../components/ReasonModal';
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
  const cancel = useCancelAppointment();
  return (
    <ReasonModal
      title={`Hủy lịch hẹn ${appointment.code}`}
      okText="Xác nhận hủy"
      label="Lý do hủy"
      required
      schema={cancelAppointmentSchema.shape.reason}
      maxLength={BOOKING_LIMITS.cancelReasonMax}
      placeholder="Cho salon biết lý do để phục vụ bạn tốt hơn"
      failedTitle={MY_APPOINTMENTS_MESSAGES.cancelFailed}
      successMessage={M.cancelled}
      mutation={cancel}
      onSubmit={(reason) => cancel.mutateAsync({ id: appointment.id, reason: reason.trim() })}
      onClose={onClose}
    >
      <p style={{ marginTop: 0 }}>
        Bạn muốn hủy lịch <strong>{appointment.service.name}</strong> lúc{' '}
        <strong>{appointment.appointment_time}</strong>,{' '}
        {formatAppointmentDate(appointment.appointment_date)}?
      </p>
    </ReasonModal>
  );
}
