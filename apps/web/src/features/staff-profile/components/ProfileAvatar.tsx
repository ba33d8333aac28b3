import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import {
  IMAGE_UPLOAD,
  OWN_PROFILE_LIMITS,
  OWN_PROFILE_MESSAGES as M,
  type OwnProfile,
} from '@salon/shared';
import { App, Avatar, Button, Popconfirm, Upload } from 'antd';
import { useRemoveOwnAvatar, useUploadOwnAvatar } from '../api/profile';
import styles from './staff-profile.module.css';

/** Checked here for a quick answer; the server checks the bytes again. */
function avatarProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Chỉ có thể tải lên file hình ảnh!';
  if (file.size > OWN_PROFILE_LIMITS.avatarMaxBytes) return M.avatarTooLarge;
  return null;
}

/** The member's own avatar, with upload (one image ≤ 5 MB) and removal. */
export function ProfileAvatar({ profile }: { profile: OwnProfile }) {
  const { message } = App.useApp();
  const upload = useUploadOwnAvatar();
  const remove = useRemoveOwnAvatar();
  return (
    <div className={styles.avatarActions}>
      <Avatar
        size={96}
        src={profile.avatar_url ?? undefined}
        icon={<UserOutlined />}
        alt={`Ảnh đại diện ${profile.name}`}
      />
      <div className={styles.avatarButtons}>
        <Upload
          accept={IMAGE_UPLOAD.accept}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            const problem = avatarProblem(file);
            if (problem) {
              void message.error(problem);
              return Upload.LIST_IGNORE;
            }
            upload.mutate(file, {
              onSuccess: () => void message.success(M.avatarUpdated),
              onError: (error) => void message.error(error.message || M.avatarFailed),
            });
            return false;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} loading={upload.isPending}>
            {profile.avatar_url ? 'Đổi ảnh' : 'Tải ảnh lên'}
          </Button>
        </Upload>
        {profile.avatar_url ? (
          <Popconfirm
            title="Xóa ảnh đại diện?"
            okText="Xóa"
            cancelText="Hủy"
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => void message.success(M.avatarRemoved),
                onError: (error) => void message.error(error.message || M.avatarFailed),
              })
            }
          >
            <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending}>
              Xóa ảnh
            </Button>
          </Popconfirm>
        ) : null}
      </div>
      <span className={styles.muted}>JPG, PNG hoặc WEBP, tối đa 5MB</span>
    </div>
  );
}
