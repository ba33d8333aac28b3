import {
  OWN_PROFILE_LIMITS,
  OWN_PROFILE_MESSAGES as M,
  UPLOAD_MESSAGES,
  type OwnProfile,
} from '@salon/shared';
import { AvatarUploader } from '../../../components/AvatarUploader';
import { useRemoveOwnAvatar, useUploadOwnAvatar } from '../api/profile';

function avatarProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.notImage;
  if (file.size > OWN_PROFILE_LIMITS.avatarMaxBytes) return M.avatarTooLarge;
  return null;
}

/** The member's own avatar, with upload (one image ≤ 5 MB) and removal. */
export function ProfileAvatar({ profile }: { profile: OwnProfile }) {
  const upload = useUploadOwnAvatar();
  const remove = useRemoveOwnAvatar();
  return (
    <AvatarUploader
      layout="column"
      avatarUrl={profile.avatar_url}
      alt={`Ảnh đại diện ${profile.name}`}
      size={96}
      problemOf={avatarProblem}
      upload={(file) => upload.mutateAsync(file)}
      uploading={upload.isPending}
      remove={() => remove.mutateAsync()}
      removing={remove.isPending}
      messages={{ updated: M.avatarUpdated, removed: M.avatarRemoved, failed: M.avatarFailed }}
      buttonSize="small"
      hint="JPG, PNG hoặc WEBP, tối đa 5MB"
    />
  );
}
