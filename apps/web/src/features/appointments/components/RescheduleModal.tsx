import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES as M,
  MY_APPOINTMENTS_MESSAGES,
  rescheduleSchema,
  salonToday,
  type AppointmentSummary,
} from '@salon/shared';
import { Alert, App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { TimeSlotPicker } from '../../booking/components/TimeSlotPicker';
import { useRescheduleAppointment } from '../api/change-appointment';
import { formatAppointmentDate } from '../appointment-format';

interface RescheduleValues {
  notes?: string;
}

/** A new date (not in the past) and a free time slot for a live appointment; notes up to 200. */
export function RescheduleModal({
  appointment,
  onClose,
}: {
  appointment: AppointmentSummary;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RescheduleValues>();
  const { message } = App.useApp();
  const reschedule = useRescheduleAppointment();
  const [date, setDate] = useState<Dayjs | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const isoDate = date ? date.format('YYYY-MM-DD') : null;
  const today = dayjs(salonToday());

  const submit = async (values: RescheduleValues) => {
    if (!isoDate || !time) {
      setMissing(true);
      return;
    }
    try {
      await reschedule.mutateAsync({
        id: appointment.id,
        appointment_date: isoDate,
        appointment_time: time,
        notes: values.notes?.trim() ? values.notes.trim() : null,
      });
      void message.success(M.rescheduled);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open
      onCancel={onClose}
      title={`Đổi lịch hẹn ${appointment.code}`}
      okText="Xác nhận đổi lịch"
      cancelText="Đóng"
      confirmLoading={reschedule.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
      width={640}
    >
      <p style={{ marginTop: 0 }}>
        Lịch hiện tại: <strong>{appointment.service.name}</strong> lúc{' '}
        <strong>{appointment.appointment_time}</strong>,{' '}
        {formatAppointmentDate(appointment.appointment_date)}.
      </p>
      <FormErrorAlert
        title={MY_APPOINTMENTS_MESSAGES.rescheduleFailed}
        error={reschedule.error}
        onClose={() => reschedule.reset()}
      />
      {missing && (!isoDate || !time) ? (
        <Alert type="warning" showIcon title={M.chooseNewDateTime} style={{ marginBottom: 16 }} />
      ) : null}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item label="Ngày mới" required>
          <DatePicker
            value={date}
            onChange={(value) => {
              setDate(value);
              setTime(null);
            }}
            format="DD/MM/YYYY"
            placeholder="Chọn ngày"
            disabledDate={(day) => day.isBefore(today, 'day')}
            style={{ width: '100%' }}
            inputReadOnly
            aria-label="Ngày mới"
          />
        </Form.Item>
        <Form.Item label="Giờ mới" required>
          {isoDate ? (
            <TimeSlotPicker
              serviceId={appointment.service_id}
              branchId={appointment.branch_id}
              appointmentId={appointment.id}
              date={isoDate}
              value={time}
              onChange={setTime}
            />
          ) : (
            <Alert type="info" showIcon title="Chọn ngày để xem các khung giờ còn trống" />
          )}
        </Form.Item>
        <Form.Item name="notes" label="Ghi chú" rules={[zodRule(rescheduleSchema.shape.notes)]}>
          <Input.TextArea
            rows={3}
            maxLength={BOOKING_LIMITS.rescheduleNotesMax}
            showCount
            placeholder="Lý do đổi lịch hoặc yêu cầu thêm (không bắt buộc)"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
