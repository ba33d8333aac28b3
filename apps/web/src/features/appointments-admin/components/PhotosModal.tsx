import {
  BOOKING_LIMITS,
  DESK_MESSAGES as M,
  PHOTO_KIND_LABELS,
  type DeskAppointmentDetail,
} from '@salon/shared';
import { Alert, App, Form, Modal, type UploadFile } from 'antd';
import { useState } from 'react';
import { useAddPhotos } from '../api/desk-mutations';
import { filesOf, PhotoPicker } from './PhotoPicker';

const MAX = BOOKING_LIMITS.photosPerKindMax;

/** Adds before and after photos to an appointment later. */
export function PhotosModal({
  detail,
  onClose,
}: {
  detail: DeskAppointmentDetail;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const add = useAddPhotos(detail.id);
  const [before, setBefore] = useState<UploadFile[]>([]);
  const [after, setAfter] = useState<UploadFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (before.length + after.length === 0) {
      setError(M.photosRequired);
      return;
    }
    add.mutate(
      { before: filesOf(before), after: filesOf(after) },
      {
        onSuccess: () => {
          void message.success(M.photosAdded);
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Modal
      open
      title="Thêm ảnh trước / sau"
      okText="Tải ảnh lên"
      cancelText="Đóng"
      width={640}
      confirmLoading={add.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={`${PHOTO_KIND_LABELS.before} (còn ${MAX - detail.before_images.length})`}>
          <PhotoPicker
            files={before}
            onChange={setBefore}
            max={MAX - detail.before_images.length}
            label="Ảnh trước"
          />
        </Form.Item>
        <Form.Item label={`${PHOTO_KIND_LABELS.after} (còn ${MAX - detail.after_images.length})`}>
          <PhotoPicker
            files={after}
            onChange={setAfter}
            max={MAX - detail.after_images.length}
            label="Ảnh sau"
          />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
    </Modal>
  );
}
