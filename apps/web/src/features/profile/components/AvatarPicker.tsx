import { avatarFileProblem, PROFILE_MESSAGES as M, type CurrentUser } from '@salon/shared';
import { AvatarUploader } from '../../../components/AvatarUploader';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';
import styles from './profile.module.css';

/** The customer's avatar with upload (an image under 2 MB) and removal. */
export function AvatarPicker({ user }: { user: CurrentUser }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  return (
    <AvatarUploader
      className={styles.avatarRow}
      avatarUrl={user.avatar_url}
      alt=""
      size={80}
      problemOf={avatarFileProblem}
      upload={(file) => upload.mutateAsync(file)}
      uploading={upload.isPending}
      remove={() => remove.mutateAsync()}
      removing={remove.isPending}
      messages={{ updated: M.avatarUpdated, removed: M.avatarRemoved, failed: M.genericError }}
      uploadLabel="Đổi ảnh đại diện"
      hint="JPG, PNG hoặc WEBP, nhỏ hơn 2MB."
    />
  );
}
