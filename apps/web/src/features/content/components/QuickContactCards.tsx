import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { dailyHoursText, supportReplyText } from '@salon/shared';
import type { ReactNode } from 'react';
import { Icon } from '../../../ui';
import { useTodayHours } from '../../branches/branch-hours';
import { usePublicSettings } from '../../settings/api/public-settings';
import { ContentCard } from './ContentCard';
import styles from './content.module.css';

/**
 * Hotline (with its hours), e-mail and address from the public settings, and today's opening
 * hours of the branches (from their working hours).
 */
export function QuickContactCards() {
  const { settings } = usePublicSettings();
  const { company } = settings;
  const today = useTodayHours();
  const cards: { icon: ReactNode; title: string; value: ReactNode; note: string }[] = [
    {
      icon: <Icon icon={PhoneOutlined} />,
      title: 'Hotline',
      value: (
        <a className={styles.touchLink} href={`tel:${company.phone.replace(/\s/g, '')}`}>
          {company.phone}
        </a>
      ),
      note: `Gọi để đặt lịch hoặc được tư vấn nhanh, ${dailyHoursText(company.hotline_hours)}`,
    },
    {
      icon: <Icon icon={MailOutlined} />,
      title: 'Email',
      value: (
        <a className={styles.touchLink} href={`mailto:${company.email}`}>
          {company.email}
        </a>
      ),
      note: supportReplyText(settings.support),
    },
    {
      icon: <Icon icon={EnvironmentOutlined} />,
      title: 'Địa chỉ',
      value: company.address,
      note: 'Trụ sở chính',
    },
    {
      icon: <Icon icon={ClockCircleOutlined} />,
      title: 'Giờ mở cửa hôm nay',
      value: today.text,
      note: 'Giờ từng chi nhánh ở mục Hệ thống chi nhánh bên dưới',
    },
  ];
  return (
    <div className={styles.grid4}>
      {cards.map((card) => (
        <ContentCard key={card.title} className={styles.card} bodyClassName={styles.quickCard}>
          <div className={styles.iconCircle}>{card.icon}</div>
          <div>
            <h2 className={styles.cardTitle}>{card.title}</h2>
            <p className={styles.strong}>{card.value}</p>
            <p className={styles.muted}>{card.note}</p>
          </div>
        </ContentCard>
      ))}
    </div>
  );
}
