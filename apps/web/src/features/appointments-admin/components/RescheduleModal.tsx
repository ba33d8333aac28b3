import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES as BM,
  salonToday,
  type DeskAppointmentDetail,
} from '@salon/shared';
import { Alert, App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { TimeSlotPicker } from '../../booking/components/TimeSlotPicker';
import { useDeskMove } from '../api/desk-mutations';
import { StylistSelect } from './StylistSelect';

/** A new date and time from the slot engine's free starts, and optionally another stylist. */
export function RescheduleModal({
  detail,
  onClose,
}: {
  detail: DeskAppointmentDetail;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const move = useDeskMove(detail.id);
  const [date, setDate] = useState<string>(detail.appointment_date);
  const [time, setTime] = useState<string | null>(null);
  const [stylistId, setStylistId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!time) {
      setError(BM.chooseNewDateTime);
      return;
    }
    move.mutate(
      { action: 'reschedule', date, time, stylist_id: stylistId, note: note.trim() || null },
      {
        onSuccess: () => {
          void message.success(BM.rescheduled);
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Modal
      open
      title={`Đổi lịch ${detail.code}`}
      okText="Đổi lịch"
      cancelText="Đóng"
      width={640}
      confirmLoading={move.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Lịch hiện tại: ${detail.appointment_time} ${formatDate(detail.appointment_date)} · ${detail.stylist?.name ?? 'Chưa phân công'}`}
        />
        <Form.Item label="Ngày mới" htmlFor="desk-reschedule-date">
          <DatePicker
            id="desk-reschedule-date"
            value={dayjs(date)}
            format="DD/MM/YYYY"
            allowClear={false}
            disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') < salonToday()}
            onChange={(day: Dayjs | null) => {
              if (!day) return;
              setDate(day.format('YYYY-MM-DD'));
              setTime(null);
            }}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Stylist" htmlFor="desk-reschedule-stylist">
          <StylistSelect
            id="desk-reschedule-stylist"
            branchId={detail.branch_id}
            value={stylistId}
            onChange={setStylistId}
            placeholder="Giữ stylist hiện tại nếu còn rảnh"
          />
        </Form.Item>
        <Form.Item label="Giờ mới" required>
          <TimeSlotPicker
            serviceId={detail.service_id}
            branchId={detail.branch_id}
            appointmentId={detail.id}
            date={date}
            value={time}
            onChange={(next) => {
              setTime(next);
              setError(null);
            }}
          />
        </Form.Item>
        <Form.Item label="Ghi chú" htmlFor="desk-reschedule-note">
          <Input.TextArea
            id="desk-reschedule-note"
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={BOOKING_LIMITS.rescheduleNotesMax}
            showCount
          />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
    </Modal>
  );
}
