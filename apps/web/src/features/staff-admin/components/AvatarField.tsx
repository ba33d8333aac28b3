import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { IMAGE_UPLOAD, STAFF_LIMITS, STAFF_MESSAGES as M, type StaffMember } from '@salon/shared';
import { App, Avatar, Button, Popconfirm, Upload } from 'antd';
import { useRemoveStaffAvatar, useUploadStaffAvatar } from '../api/staff';
import styles from './staff-admin.module.css';

/** Checked here for a quick answer; the server checks the bytes again. */
function avatarProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return M.avatarNotImage;
  if (file.size > STAFF_LIMITS.avatarMaxBytes) return M.avatarTooLarge;
  return null;
}

/** The member's avatar with upload (one image ≤ 2 MB) and remove. */
export function AvatarField({ member }: { member: StaffMember }) {
  const { message } = App.useApp();
  const upload = useUploadStaffAvatar();
  const remove = useRemoveStaffAvatar();
  return (
    <div className={styles.avatarField}>
      <Avatar
        size={72}
        src={member.avatar_url ?? undefined}
        icon={<UserOutlined />}
        alt={`Ảnh đại diện ${member.name}`}
      />
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
          upload.mutate(
            { id: member.id, file },
            {
              onSuccess: () => void message.success(M.avatarUpdated),
              onError: (error) => void message.error(error.message || M.avatarFailed),
            },
          );
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {member.avatar_url ? 'Đổi ảnh' : 'Tải ảnh lên'}
        </Button>
      </Upload>
      {member.avatar_url ? (
        <Popconfirm
          title="Xóa ảnh đại diện?"
          okText="Xóa"
          cancelText="Hủy"
          onConfirm={() =>
            remove.mutate(member.id, {
              onSuccess: () => void message.success(M.avatarRemoved),
              onError: (error) => void message.error(error.message || M.avatarFailed),
            })
          }
        >
          <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
            Xóa ảnh
          </Button>
        </Popconfirm>
      ) : null}
      <div className={styles.muted} style={{ flexBasis: '100%' }}>
        JPG, PNG hoặc WEBP, tối đa 2MB.
      </div>
    </div>
  );
}
