import { CalendarOutlined, HistoryOutlined, ShopOutlined } from '@ant-design/icons';
import {
  OWN_PROFILE_MESSAGES as M,
  ROLE_LABELS,
  STAFF_ROLE_COLORS,
  STAFF_STATUS_LABELS,
  type OwnProfile,
} from '@salon/shared';
import { Card, Tag } from 'antd';
import { useDateFormat } from '../../preferences/use-preference-format';
import { ProfileAvatar } from './ProfileAvatar';
import styles from './staff-profile.module.css';

/** Who the member is: avatar, name, role and status, branch, joined and last updated. */
export function ProfileHeader({ profile }: { profile: OwnProfile }) {
  const { formatDate, formatDateTime } = useDateFormat();
  return (
    <Card>
      <div className={styles.identity}>
        <ProfileAvatar profile={profile} />
        <div className={styles.identityText}>
          <h1>{profile.name}</h1>
          <div className={styles.tags}>
            <Tag color={STAFF_ROLE_COLORS[profile.role]}>{ROLE_LABELS[profile.role]}</Tag>
            <Tag color={profile.status === 'active' ? 'green' : 'default'}>
              {STAFF_STATUS_LABELS[profile.status]}
            </Tag>
          </div>
          <div className={styles.facts}>
            <span>
              <ShopOutlined /> Chi nhánh: {profile.branch_name ?? M.noBranch}
            </span>
            <span>
              <CalendarOutlined /> Tham gia: {formatDate(profile.created_at)}
            </span>
            <span>
              <HistoryOutlined /> Cập nhật: {formatDateTime(profile.updated_at)}
            </span>
          </div>
        </div>
      </div>
    </Card>
  );
}
