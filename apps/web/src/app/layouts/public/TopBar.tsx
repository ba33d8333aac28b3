import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import type { PublicSettings } from '@salon/shared';
import { useTodayHours } from '../../../features/branches/branch-hours';
import styles from './public-layout.module.css';

export function TopBar({ company }: { company: PublicSettings['company'] }) {
  const today = useTodayHours();
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.topBarInner}`}>
        <a href={`tel:${company.phone.replace(/\s/g, '')}`} className={styles.topBarItem}>
          <PhoneOutlined /> {company.phone}
        </a>
        <a href={`mailto:${company.email}`} className={`${styles.topBarItem} hide-mobile`}>
          <MailOutlined /> {company.email}
        </a>
        <span className={`${styles.topBarItem} hide-mobile`}>
          <EnvironmentOutlined /> {company.address}
        </span>
        <span
          className={styles.topBarItem}
          data-testid="top-bar-hours"
          title={today.branches.map((b) => `${b.name}: ${b.working_hours}`).join('\n') || undefined}
        >
          <ClockCircleOutlined /> Hôm nay {today.text}
        </span>
      </div>
    </div>
  );
}
