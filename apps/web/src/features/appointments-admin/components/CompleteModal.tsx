import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES as BM,
  PHOTO_KIND_LABELS,
  type DeskAppointmentDetail,
} from '@salon/shared';
import { Alert, App, Form, Input, Modal, type UploadFile } from 'antd';
import { useState } from 'react';
import { useCompleteAppointment } from '../api/desk-mutations';
import { filesOf, PhotoPicker } from './PhotoPicker';

const MAX = BOOKING_LIMITS.photosPerKindMax;

/** Completes the appointment with before and after photos and a staff note. */
export function CompleteModal({
  detail,
  onClose,
}: {
  detail: DeskAppointmentDetail;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const complete = useCompleteAppointment(detail.id);
  const [before, setBefore] = useState<UploadFile[]>([]);
  const [after, setAfter] = useState<UploadFile[]>([]);
  const [note, setNote] = useState(detail.staff_note ?? '');
  const [error, setError] = useState<string | null>(null);
  const beforeLeft = MAX - detail.before_images.length;
  const afterLeft = MAX - detail.after_images.length;

  const submit = () => {
    complete.mutate(
      { files: { before: filesOf(before), after: filesOf(after) }, note: note.trim() },
      {
        onSuccess: () => {
          void message.success(BM.completed);
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Modal
      open
      title={`Hoàn thành ${detail.code}`}
      okText="Hoàn thành"
      cancelText="Đóng"
      width={640}
      confirmLoading={complete.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <p>
          {detail.customer.name} · {detail.service.name} · {detail.appointment_time}–
          {detail.end_time}
        </p>
        <Form.Item label={`${PHOTO_KIND_LABELS.before} (tối đa ${beforeLeft})`}>
          <PhotoPicker files={before} onChange={setBefore} max={beforeLeft} label="Ảnh trước" />
        </Form.Item>
        <Form.Item label={`${PHOTO_KIND_LABELS.after} (tối đa ${afterLeft})`}>
          <PhotoPicker files={after} onChange={setAfter} max={afterLeft} label="Ảnh sau" />
        </Form.Item>
        <Form.Item label="Ghi chú của nhân viên" htmlFor="desk-complete-note">
          <Input.TextArea
            id="desk-complete-note"
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={BOOKING_LIMITS.staffNoteMax}
            showCount
            placeholder="Ví dụ: dùng thuốc nhuộm tông nâu lạnh 6.1, hẹn dặm chân tóc sau 6 tuần"
          />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
    </Modal>
  );
}
