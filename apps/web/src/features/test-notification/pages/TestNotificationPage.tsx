import { SendOutlined } from '@ant-design/icons';
import {
  TEST_NOTIFICATION_LIMITS as L,
  TEST_NOTIFICATION_MESSAGES as M,
  type RecipientOption,
  type TestNotificationResult,
} from '@salon/shared';
import { Alert, App, Button, Card, Descriptions, Empty, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/LinkButton';
import { RecipientPicker, recipientLabel } from '../../../components/RecipientPicker';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSendTestNotification, useTestSend } from '../api/test-notification';
import { EMAIL_STATUS_VIEW } from '../test-send-status';
import styles from './test-notification.module.css';

interface FormValues {
  user_id?: number | null;
  title?: string;
  message?: string;
}

interface Sent {
  at: string;
  to: RecipientOption;
  first: TestNotificationResult;
}

/** One send, followed until its notification is in the bell and its e-mail has left. */
function SendResult({ sent }: { sent: Sent }) {
  const { data, isError, error } = useTestSend(sent.first.notification.id, sent.first);
  const view = EMAIL_STATUS_VIEW[data.email.status];
  return (
    <Card size="small" title={recipientLabel(sent.to)} data-send={data.notification.id}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Gửi lúc">{formatDateTime(sent.at)}</Descriptions.Item>
        <Descriptions.Item label="Thông báo">
          {data.notification.delivered ? (
            <Tag color="green">Đã vào chuông thông báo</Tag>
          ) : (
            <Tag color="gold">Đang chuyển</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Email (hộp thư đi)">
          <span data-testid="outbox-status">
            <Tag color={view.color}>{view.label}</Tag>
            {data.email.outbox_id !== null
              ? `#${data.email.outbox_id} → ${data.email.recipient}`
              : null}
          </span>
        </Descriptions.Item>
        {data.email.outbox_id !== null ? (
          <Descriptions.Item label="Số lần thử">{data.email.attempts}</Descriptions.Item>
        ) : null}
        {data.email.sent_at ? (
          <Descriptions.Item label="Đã gửi lúc">
            {formatDateTime(data.email.sent_at)}
          </Descriptions.Item>
        ) : null}
        {data.email.last_error ? (
          <Descriptions.Item label="Lỗi">
            <span className={styles.error}>{data.email.last_error}</span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {isError ? (
        <Alert type="warning" showIcon message={errorText(error, 'Không thể cập nhật kết quả')} />
      ) : null}
    </Card>
  );
}

/** /admin/test-notification: send a real notification (and e-mail) to a chosen person. */
export function TestNotificationPage() {
  usePageTitle('Thử thông báo');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const send = useSendTestNotification();
  const [person, setPerson] = useState<RecipientOption | null>(null);
  const [sends, setSends] = useState<Sent[]>([]);

  const submit = (values: FormValues) => {
    if (!values.user_id || !person) return;
    const to = person;
    send.mutate(
      { user_id: values.user_id, title: values.title ?? null, message: values.message ?? null },
      {
        onSuccess: (first) => {
          void message.success(M.sent);
          setSends((list) => [{ at: new Date().toISOString(), to, first }, ...list].slice(0, 10));
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, 'Không thể gửi thông báo thử'));
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <div>
          <h1>Thử thông báo</h1>
          <p>Gửi một thông báo thật đến người được chọn và xem kết quả gửi.</p>
        </div>
        <LinkButton to="/admin/notifications">Mở trang thông báo</LinkButton>
      </div>
      <div className={styles.grid}>
        <Card title="Gửi thông báo thử" size="small">
          <Form form={form} layout="vertical" onFinish={submit}>
            <Form.Item
              name="user_id"
              label="Người nhận"
              rules={[{ required: true, message: M.recipientRequired }]}
            >
              <RecipientPicker onChange={(_id, chosen) => setPerson(chosen)} />
            </Form.Item>
            <Form.Item name="title" label="Tiêu đề" extra={`Để trống: "${M.defaultTitle}"`}>
              <Input maxLength={L.titleMax} />
            </Form.Item>
            <Form.Item name="message" label="Nội dung" extra="Để trống: nội dung mẫu">
              <Input.TextArea rows={3} maxLength={L.messageMax} showCount />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SendOutlined />}
              loading={send.isPending}
            >
              Gửi thử
            </Button>
          </Form>
        </Card>
        <div className={styles.results}>
          <h2>Kết quả gửi</h2>
          {sends.length === 0 ? (
            <Empty description="Chưa gửi thông báo thử nào" />
          ) : (
            sends.map((sent) => <SendResult key={sent.first.notification.id} sent={sent} />)
          )}
        </div>
      </div>
    </div>
  );
}
