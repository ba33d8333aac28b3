import {
  CalendarOutlined,
  HomeOutlined,
  QuestionCircleOutlined,
  ShoppingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { formatPhone, type CustomerProfile } from '@salon/shared';
import { Avatar } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { formatVnd } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import styles from './profile.module.css';

/** Avatar, name, membership and the page's ways out. */
export function ProfileHeader({ profile }: { profile: CustomerProfile }) {
  const { user, customer } = profile;
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <Avatar size={64} src={user.avatar_url ?? undefined} icon={<UserOutlined />} alt="" />
        <div style={{ minWidth: 0 }}>
          <h1 className={styles.name}>{user.name}</h1>
          {user.phone ? <div className={styles.muted}>{formatPhone(user.phone)}</div> : null}
          {user.email ? (
            <div className={styles.muted} style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </div>
          ) : null}
          {customer ? (
            <div className={styles.muted}>
              Thành viên từ {formatDate(customer.join_date)} · Đã chi tiêu{' '}
              <strong>{formatVnd(customer.total_spent)}</strong>
            </div>
          ) : null}
        </div>
      </div>
      <nav className={styles.links} aria-label="Liên kết tài khoản">
        <LinkButton to="/appointments" icon={<CalendarOutlined />}>
          Lịch hẹn
        </LinkButton>
        <LinkButton to="/don-hang-cua-toi" icon={<ShoppingOutlined />}>
          Đơn hàng
        </LinkButton>
        <LinkButton to="/tro-giup" icon={<QuestionCircleOutlined />}>
          Trợ giúp
        </LinkButton>
        <LinkButton to="/" icon={<HomeOutlined />}>
          Trang chủ
        </LinkButton>
      </nav>
    </header>
  );
}
