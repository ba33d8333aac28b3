import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { dailyHoursText, supportReplyText } from '@salon/shared';
import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTodayHours } from '../../branches/branch-hours';
import { usePublicSettings } from '../../settings/api/public-settings';
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
      icon: <PhoneOutlined />,
      title: 'Hotline',
      value: <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>,
      note: `Gọi để đặt lịch hoặc được tư vấn nhanh, ${dailyHoursText(company.hotline_hours)}`,
    },
    {
      icon: <MailOutlined />,
      title: 'Email',
      value: <a href={`mailto:${company.email}`}>{company.email}</a>,
      note: supportReplyText(settings.support),
    },
    {
      icon: <EnvironmentOutlined />,
      title: 'Địa chỉ',
      value: company.address,
      note: 'Trụ sở chính',
    },
    {
      icon: <ClockCircleOutlined />,
      title: 'Giờ mở cửa hôm nay',
      value: today.text,
      note: 'Giờ từng chi nhánh ở mục Hệ thống chi nhánh bên dưới',
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col xs={24} sm={12} lg={6} key={card.title}>
          <Card className={`${styles.card} ${styles.quickCard}`}>
            <div className={styles.iconCircle}>{card.icon}</div>
            <div>
              <h2 className={styles.cardTitle}>{card.title}</h2>
              <p className={styles.strong}>{card.value}</p>
              <p className={styles.muted}>{card.note}</p>
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
