import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import type { PublicSettings } from '@salon/shared';
import { useTodayHours } from '../../../features/branches/branch-hours';
import { Icon } from '../../../ui';
import styles from './public-layout.module.css';

export function TopBar({ company }: { company: PublicSettings['company'] }) {
  const today = useTodayHours();
  return (
    <div className={styles.topBar} data-testid="top-bar">
      <div className={`container ${styles.topBarInner}`}>
        <a href={`tel:${company.phone.replace(/\s/g, '')}`} className={styles.topBarItem}>
          <Icon icon={PhoneOutlined} /> {company.phone}
        </a>
        <a href={`mailto:${company.email}`} className={`${styles.topBarItem} hide-mobile`}>
          <Icon icon={MailOutlined} /> {company.email}
        </a>
        <span className={`${styles.topBarItem} hide-mobile`}>
          <Icon icon={EnvironmentOutlined} /> {company.address}
        </span>
        <span
          className={styles.topBarItem}
          data-testid="top-bar-hours"
          title={today.branches.map((b) => `${b.name}: ${b.working_hours}`).join('\n') || undefined}
        >
          <Icon icon={ClockCircleOutlined} /> Hôm nay {today.text}
        </span>
      </div>
    </div>
  );
}
