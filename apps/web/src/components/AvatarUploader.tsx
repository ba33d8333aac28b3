import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { IMAGE_UPLOAD } from '@salon/shared';
import { App, Avatar, Button, Popconfirm, Upload, type ButtonProps } from 'antd';
import { errorText } from '../lib/api-client';
import styles from './avatar-uploader.module.css';

export interface AvatarUploaderMessages {
  updated: string;
  removed: string;
  /** Shown when the server's answer carries no message of its own. */
  failed: string;
}

interface AvatarUploaderProps {
  avatarUrl: string | null;
  /** The image's alternative text. */
  alt: string;
  size: number;
  /** The quick check before sending (type, size); the server checks the bytes again. */
  problemOf: (file: File) => string | null;
  upload: (file: File) => Promise<unknown>;
  uploading: boolean;
  remove: () => Promise<unknown>;
  removing: boolean;
  messages: AvatarUploaderMessages;
  hint: string;
  layout?: 'row' | 'column';
  buttonSize?: ButtonProps['size'];
  uploadLabel?: string;
  className?: string;
}

/** An avatar with upload (one image, checked before sending) and removal after confirmation. */
export function AvatarUploader({
  avatarUrl,
  alt,
  size,
  problemOf,
  upload,
  uploading,
  remove,
  removing,
  messages,
  hint,
  layout = 'row',
  buttonSize,
  uploadLabel,
  className,
}: AvatarUploaderProps) {
  const { message } = App.useApp();
  const failed = (error: unknown) => void message.error(errorText(error, messages.failed));

  const buttons = (
    <>
      <Upload
        accept={IMAGE_UPLOAD.accept}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          const problem = problemOf(file);
          if (problem) {
            void message.error(problem);
            return Upload.LIST_IGNORE;
          }
          upload(file).then(() => void message.success(messages.updated), failed);
          return false;
        }}
      >
        <Button size={buttonSize} icon={<UploadOutlined />} loading={uploading}>
          {uploadLabel ?? (avatarUrl ? 'Đổi ảnh' : 'Tải ảnh lên')}
        </Button>
      </Upload>
      {avatarUrl ? (
        <Popconfirm
          title="Xóa ảnh đại diện?"
          okText="Xóa"
          cancelText="Hủy"
          onConfirm={() => remove().then(() => void message.success(messages.removed), failed)}
        >
          <Button size={buttonSize} danger icon={<DeleteOutlined />} loading={removing}>
            Xóa ảnh
          </Button>
        </Popconfirm>
      ) : null}
    </>
  );

  return (
    <div className={[styles[layout], className].filter(Boolean).join(' ')}>
      <Avatar size={size} src={avatarUrl ?? undefined} icon={<UserOutlined />} alt={alt} />
      {layout === 'column' ? <div className={styles.buttons}>{buttons}</div> : buttons}
      <span className={styles.hint}>{hint}</span>
    </div>
  );
}
