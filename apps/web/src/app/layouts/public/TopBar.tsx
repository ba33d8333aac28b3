import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { OPENING_HOURS_TEXT, type PublicSettings } from '@salon/shared';
import styles from './public-layout.module.css';

export function TopBar({ company }: { company: PublicSettings['company'] }) {
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
        <span className={styles.topBarItem}>
          <ClockCircleOutlined /> {OPENING_HOURS_TEXT}
        </span>
      </div>
    </div>
  );
}
