import { MailOutlined, PhoneOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { BACK_OFFICE_SUPPORT_FACTS as F } from '@salon/shared';
import { Alert, Card, Descriptions } from 'antd';
import { usePublicSettings } from '../../settings/api/public-settings';
import styles from './help-admin.module.css';

/** How to reach support: the salon's own hotline, e-mail and address from its settings. */
export function SupportChannels() {
  const { settings, error } = usePublicSettings();
  const { company } = settings;
  const phoneHref = `tel:${company.phone.replace(/[^\d+]/g, '')}`;
  return (
    <Card title="Kênh hỗ trợ" size="small">
      {error ? (
        <Alert type="warning" showIcon message={error} style={{ marginBottom: 12 }} />
      ) : null}
      <Descriptions column={1} size="small">
        <Descriptions.Item
          label={
            <span>
              <PhoneOutlined /> Hotline
            </span>
          }
        >
          <span>
            <a href={phoneHref}>{company.phone}</a> ({company.hotline_hours.open}–
            {company.hotline_hours.close} hằng ngày)
          </span>
        </Descriptions.Item>
        <Descriptions.Item
          label={
            <span>
              <MailOutlined /> Email
            </span>
          }
        >
          <span className={styles.wrap}>
            <a href={`mailto:${company.email}`}>{company.email}</a> (trả lời {F.emailResponse})
          </span>
        </Descriptions.Item>
        <Descriptions.Item
          label={
            <span>
              <EnvironmentOutlined /> Địa chỉ
            </span>
          }
        >
          {company.address}
        </Descriptions.Item>
        <Descriptions.Item label="Phản hồi">Được trả lời {F.feedbackAnswer}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
