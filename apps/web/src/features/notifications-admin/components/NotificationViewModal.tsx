import type { AdminNotificationDto } from '@salon/shared';
import { Descriptions, Modal, Space, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import {
  NotificationIcon,
  PriorityTag,
  StatusTag,
  SystemTag,
  TypeTag,
  recipientText,
} from './notification-tags';

/** Everything about one notification, read-only. */
export function NotificationViewModal({
  notification,
  onClose,
}: {
  notification: AdminNotificationDto;
  onClose: () => void;
}) {
  const recipient = recipientText(notification);
  return (
    <Modal
      open
      title={
        <Space>
          <NotificationIcon notification={notification} />
          {notification.title}
        </Space>
      }
      footer={null}
      onCancel={onClose}
      width={600}
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {notification.message}
      </Typography.Paragraph>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Loại">
          <TypeTag type={notification.type} />
          <PriorityTag notification={notification} />
          <SystemTag notification={notification} />
        </Descriptions.Item>
        <Descriptions.Item label="Trạng thái">
          <StatusTag status={notification.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Người nhận">
          {recipient.name}
          {recipient.contact ? ` · ${recipient.contact}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Tạo lúc">
          {formatDateTime(notification.created_at)}
        </Descriptions.Item>
        {notification.scheduled_at ? (
          <Descriptions.Item label="Hẹn gửi">
            {formatDateTime(notification.scheduled_at)}
          </Descriptions.Item>
        ) : null}
        {notification.read_at ? (
          <Descriptions.Item label="Đã đọc lúc">
            {formatDateTime(notification.read_at)}
          </Descriptions.Item>
        ) : null}
        {notification.action_url ? (
          <Descriptions.Item label="Liên kết">{notification.action_url}</Descriptions.Item>
        ) : null}
        {notification.data ? (
          <Descriptions.Item label="Dữ liệu">
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(notification.data, null, 2)}
            </pre>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Modal>
  );
}
