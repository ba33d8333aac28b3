import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { OPENING_HOURS_TEXT } from '@salon/shared';
import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { usePublicSettings } from '../../settings/api/public-settings';
import styles from './content.module.css';

/** Hotline, e-mail, address and opening hours, from the public settings. */
export function QuickContactCards() {
  const { settings } = usePublicSettings();
  const { company } = settings;
  const cards: { icon: ReactNode; title: string; value: ReactNode; note: string }[] = [
    {
      icon: <PhoneOutlined />,
      title: 'Hotline',
      value: <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>,
      note: 'Gọi để đặt lịch hoặc được tư vấn nhanh',
    },
    {
      icon: <MailOutlined />,
      title: 'Email',
      value: <a href={`mailto:${company.email}`}>{company.email}</a>,
      note: 'Phản hồi trong vòng 24 giờ',
    },
    {
      icon: <EnvironmentOutlined />,
      title: 'Địa chỉ',
      value: company.address,
      note: 'Trụ sở chính',
    },
    {
      icon: <ClockCircleOutlined />,
      title: 'Giờ mở cửa',
      value: OPENING_HOURS_TEXT,
      note: 'Kể cả cuối tuần và ngày lễ',
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
