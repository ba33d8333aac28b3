import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { dailyHoursText, supportReplyText } from '@salon/shared';
import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AfterHydration } from '../../../components/AfterHydration';
import { Icon } from '../../../ui';
import { useTodayHours } from '../../branches/branch-hours';
import { usePublicSettings } from '../../settings/api/public-settings';
import { ContentCard } from './ContentCard';
import styles from './content.module.css';
import help from './help.module.css';

/* The form needs Ant Design: it loads once the page is on screen. */
const SupportForm = lazy(() => import('./SupportForm'));

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
      icon: <Icon icon={MessageOutlined} />,
      title: 'Nhắn tin',
      text: 'Trò chuyện với nhân viên ngay trên website (cần đăng nhập).',
      action: (
        <Link to="/tin-nhan" className={help.channelLink}>
          Mở tin nhắn
        </Link>
      ),
    },
    {
      key: 'hotline',
      icon: <Icon icon={PhoneOutlined} />,
      title: 'Hotline',
      text: hotline,
      action: <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>,
    },
    {
      key: 'email',
      icon: <Icon icon={MailOutlined} />,
      title: 'Email',
      text: replyText,
      action: <a href={`mailto:${company.email}`}>{company.email}</a>,
    },
    {
      key: 'store',
      icon: <Icon icon={ShopOutlined} />,
      title: 'Tại cửa hàng',
      text: `Quầy lễ tân mọi chi nhánh, hôm nay ${today.text}.`,
      action: (
        <Link to="/lien-he" className={help.channelLink}>
          Xem chi nhánh
        </Link>
      ),
    },
  ];
  return (
    <>
      <div className={styles.grid4}>
        {channels.map((channel) => (
          <ContentCard key={channel.key} className={styles.card} bodyClassName={styles.quickCard}>
            <div className={styles.iconCircle}>{channel.icon}</div>
            <div>
              <h3 className={styles.cardTitle}>{channel.title}</h3>
              <p className={styles.muted}>{channel.text}</p>
              <div className={help.channelAction}>{channel.action}</div>
            </div>
          </ContentCard>
        ))}
      </div>
      <div className={`${help.supportGrid} ${help.supportRow}`}>
        <ContentCard className={styles.card} title="Gửi câu hỏi cho chúng tôi">
          <AfterHydration reserve={help.supportFormBox}>
            <SupportForm />
          </AfterHydration>
        </ContentCard>
        <ContentCard
          className={styles.card}
          title={
            <span className={help.popularHead}>
              <Icon icon={ClockCircleOutlined} /> Giờ làm việc
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
        </ContentCard>
      </div>
    </>
  );
}
