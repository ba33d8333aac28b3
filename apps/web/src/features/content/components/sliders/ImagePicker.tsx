import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { IMAGE_UPLOAD } from '@salon/shared';
import { App, Button, Upload } from 'antd';
import { useEffect, useMemo } from 'react';
import styles from './sliders.module.css';

/** An image field: the stored picture, or a newly chosen file, or (when allowed) none. */
export interface ImageValue {
  url: string | null;
  file: File | null;
  removed: boolean;
}

export const IMAGE_MESSAGES = {
  notImage: 'Chỉ có thể tải lên file ảnh!',
  tooLarge: 'Ảnh phải nhỏ hơn 5MB!',
} as const;

const ACCEPTED = IMAGE_UPLOAD.accept.split(',');

/** What the field shows: the chosen file, else the stored picture unless removed. */
export function imagePreview(value: ImageValue | undefined): string | null {
  if (!value) return null;
  if (value.file) return null;
  return value.removed ? null : value.url;
}

export function hasImage(value: ImageValue | undefined): boolean {
  return !!value && (value.file !== null || (value.url !== null && !value.removed));
}

export function ImagePicker({
  value,
  onChange,
  removable,
  label,
}: {
  value?: ImageValue;
  onChange?: (value: ImageValue) => void;
  /** The mobile image may be taken away; the main image can only be replaced. */
  removable: boolean;
  label: string;
}) {
  const { message } = App.useApp();
  const current = value ?? { url: null, file: null, removed: false };
  const fileUrl = useMemo(
    () => (current.file ? URL.createObjectURL(current.file) : null),
    [current.file],
  );
  useEffect(() => () => (fileUrl ? URL.revokeObjectURL(fileUrl) : undefined), [fileUrl]);
  const shown = fileUrl ?? imagePreview(current);

  return (
    <div className={styles.picker}>
      <div className={styles.pickerPreview}>
        {shown ? (
          <img src={shown} alt={label} width={320} height={120} />
        ) : (
          <span className={styles.pickerEmpty}>Chưa có ảnh</span>
        )}
      </div>
      <div className={styles.pickerActions}>
        <Upload
          accept={IMAGE_UPLOAD.accept}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            if (!ACCEPTED.includes(file.type)) {
              void message.error(IMAGE_MESSAGES.notImage);
              return Upload.LIST_IGNORE;
            }
            if (file.size >= IMAGE_UPLOAD.sliderMaxBytes) {
              void message.error(IMAGE_MESSAGES.tooLarge);
              return Upload.LIST_IGNORE;
            }
            onChange?.({ ...current, file, removed: false });
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{shown ? 'Đổi ảnh' : 'Chọn ảnh'}</Button>
        </Upload>
        {removable && shown ? (
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => onChange?.({ ...current, file: null, removed: true })}
          >
            Xóa ảnh
          </Button>
        ) : null}
      </div>
    </div>
  );
}
