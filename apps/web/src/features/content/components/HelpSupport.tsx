import {
  ClockCircleOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { dailyHoursText, supportReplyText } from '@salon/shared';
import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/LinkButton';
import { useTodayHours } from '../../branches/branch-hours';
import { usePublicSettings } from '../../settings/api/public-settings';
import { SupportForm } from './SupportForm';
import styles from './content.module.css';
import help from './help.module.css';

/** Support channels, working hours and the question form. */
export function HelpSupport() {
  const { settings } = usePublicSettings();
  const { company } = settings;
  const replyText = supportReplyText(settings.support);
  const today = useTodayHours();
  const hotline = `Hotline ${dailyHoursText(company.hotline_hours)}`;
  const channels: {
    key: string;
    icon: ReactNode;
    title: string;
    text: string;
    action: ReactNode;
  }[] = [
    {
      key: 'chat',
      icon: <MessageOutlined />,
      title: 'Nhắn tin',
      text: 'Trò chuyện với nhân viên ngay trên website (cần đăng nhập).',
      action: (
        <LinkButton to="/tin-nhan" type="link">
          Mở tin nhắn
        </LinkButton>
      ),
    },
    {
      key: 'hotline',
      icon: <PhoneOutlined />,
      title: 'Hotline',
      text: hotline,
      action: <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>,
    },
    {
      key: 'email',
      icon: <MailOutlined />,
      title: 'Email',
      text: replyText,
      action: <a href={`mailto:${company.email}`}>{company.email}</a>,
    },
    {
      key: 'store',
      icon: <ShopOutlined />,
      title: 'Tại cửa hàng',
      text: `Quầy lễ tân mọi chi nhánh, hôm nay ${today.text}.`,
      action: (
        <LinkButton to="/lien-he" type="link">
          Xem chi nhánh
        </LinkButton>
      ),
    },
  ];
  return (
    <>
      <Row gutter={[16, 16]}>
        {channels.map((channel) => (
          <Col xs={24} sm={12} lg={6} key={channel.key}>
            <Card className={`${styles.card} ${styles.quickCard}`}>
              <div className={styles.iconCircle}>{channel.icon}</div>
              <div>
                <h3 className={styles.cardTitle}>{channel.title}</h3>
                <p className={styles.muted}>{channel.text}</p>
                <div className={help.channelAction}>{channel.action}</div>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} className={help.supportRow}>
        <Col xs={24} lg={16}>
          <Card className={styles.card} title="Gửi câu hỏi cho chúng tôi">
            <SupportForm />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card
            className={styles.card}
            title={
              <span>
                <ClockCircleOutlined /> Giờ làm việc
              </span>
            }
          >
            <p className={styles.strong}>Salon hôm nay:</p>
            <ul className={help.hoursList}>
              {today.branches.length > 0 ? (
                today.branches.map((branch) => (
                  <li key={branch.id}>
                    {branch.name}: {branch.working_hours}
                  </li>
                ))
              ) : (
                <li>{today.text}</li>
              )}
            </ul>
            <p className={styles.strong}>{hotline}</p>
            <p className={styles.muted}>
              {replyText}. Câu hỏi gửi ngoài giờ sẽ được trả lời vào đầu giờ làm việc tiếp theo.
            </p>
          </Card>
        </Col>
      </Row>
    </>
  );
}
