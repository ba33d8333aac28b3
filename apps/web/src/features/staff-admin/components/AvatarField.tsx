import { STAFF_LIMITS, STAFF_MESSAGES as M, type StaffMember } from '@salon/shared';
import { AvatarUploader } from '../../../components/AvatarUploader';
import { useRemoveStaffAvatar, useUploadStaffAvatar } from '../api/staff';

function avatarProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return M.avatarNotImage;
  if (file.size > STAFF_LIMITS.avatarMaxBytes) return M.avatarTooLarge;
  return null;
}

/** A member's avatar, set by an admin: upload (one image ≤ 2 MB) and removal. */
export function AvatarField({ member }: { member: StaffMember }) {
  const upload = useUploadStaffAvatar();
  const remove = useRemoveStaffAvatar();
  return (
    <AvatarUploader
      avatarUrl={member.avatar_url}
      alt={`Ảnh đại diện ${member.name}`}
      size={72}
      problemOf={avatarProblem}
      upload={(file) => upload.mutateAsync({ id: member.id, file })}
      uploading={upload.isPending}
      remove={() => remove.mutateAsync(member.id)}
      removing={remove.isPending}
      messages={{ updated: M.avatarUpdated, removed: M.avatarRemoved, failed: M.avatarFailed }}
      hint="JPG, PNG hoặc WEBP, tối đa 2MB."
    />
  );
}
