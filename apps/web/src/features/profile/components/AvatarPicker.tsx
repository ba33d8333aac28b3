import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import {
  avatarFileProblem,
  IMAGE_UPLOAD,
  PROFILE_MESSAGES as M,
  type CurrentUser,
} from '@salon/shared';
import { App, Avatar, Button, Popconfirm, Upload } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';
import styles from './profile.module.css';

/** The avatar with upload (an image under 2 MB, checked before sending) and removal. */
export function AvatarPicker({ user }: { user: CurrentUser }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const { message } = App.useApp();
  const failed = (error: Error) =>
    void message.error(error instanceof ApiError ? error.message : M.genericError);

  return (
    <div className={styles.avatarRow}>
      <Avatar size={80} src={user.avatar_url ?? undefined} icon={<UserOutlined />} alt="" />
      <Upload
        accept={IMAGE_UPLOAD.accept}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = avatarFileProblem(file);
          if (problem) {
            void message.error(problem);
            return Upload.LIST_IGNORE;
          }
          upload.mutate(file, {
            onSuccess: () => void message.success(M.avatarUpdated),
            onError: failed,
          });
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          Đổi ảnh đại diện
        </Button>
      </Upload>
      {user.avatar_url ? (
        <Popconfirm
          title="Xóa ảnh đại diện?"
          okText="Xóa"
          cancelText="Hủy"
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => void message.success(M.avatarRemoved),
              onError: failed,
            })
          }
        >
          <Button icon={<DeleteOutlined />} danger loading={remove.isPending}>
            Xóa ảnh
          </Button>
        </Popconfirm>
      ) : null}
      <span className={styles.muted}>JPG, PNG hoặc WEBP, nhỏ hơn 2MB.</span>
    </div>
  );
}
