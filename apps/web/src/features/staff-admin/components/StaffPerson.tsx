import { UserOutlined } from '@ant-design/icons';
import { ROLE_LABELS, STAFF_ROLE_COLORS, type StaffMember } from '@salon/shared';
import { Avatar, Rate, Space, Tag } from 'antd';
import styles from './staff-admin.module.css';

/** Avatar, name and how to reach the member. */
export function StaffPerson({ member }: { member: StaffMember }) {
  return (
    <div className={styles.person}>
      <Avatar
        size={40}
        src={member.avatar_url ?? undefined}
        icon={<UserOutlined />}
        alt={`Ảnh đại diện ${member.name}`}
      />
      <div>
        <strong>{member.name}</strong>
        <div className={styles.muted}>{member.email ?? '—'}</div>
        {member.phone ? <div className={styles.muted}>{member.phone}</div> : null}
      </div>
    </div>
  );
}

export function RoleTag({ member }: { member: StaffMember }) {
  return <Tag color={STAFF_ROLE_COLORS[member.role]}>{ROLE_LABELS[member.role]}</Tag>;
}

/** "Stylist" with the title and specialties, or a dash for the rest of the team. */
export function StylistInfo({ member }: { member: StaffMember }) {
  const profile = member.profile;
  if (!profile?.is_stylist) return <span className={styles.muted}>Không phải stylist</span>;
  return (
    <div>
      <Tag color="magenta">Stylist</Tag>
      {profile.title && profile.title.toLocaleLowerCase('vi') !== 'stylist' ? (
        <span>{profile.title}</span>
      ) : null}
      {profile.specialties.length ? (
        <div className={styles.tags}>
          {profile.specialties.map((s) => (
            <Tag key={s} bordered={false}>
              {s}
            </Tag>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function StylistRating({ member }: { member: StaffMember }) {
  const rating = member.profile?.is_stylist ? member.profile.rating : null;
  if (rating === null || rating === undefined) {
    return <span className={styles.muted}>Chưa có</span>;
  }
  return (
    <Space size={4}>
      <Rate disabled allowHalf count={1} value={1} style={{ fontSize: 12 }} />
      <span>{rating.toFixed(1)}</span>
    </Space>
  );
}
