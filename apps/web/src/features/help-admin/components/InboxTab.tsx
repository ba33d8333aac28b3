import {
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_TYPES,
  FEEDBACK_TYPE_LABELS,
  ROLE_LABELS,
  SUPPORT_REQUEST_STATUS_LABELS,
  type FeedbackType,
  type Role,
} from '@salon/shared';
import { Alert, Button, Card, Empty, List, Select, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/LinkButton';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useFeedbackList, useHelpCentre } from '../api/help-admin';
import styles from './help-admin.module.css';

const PRIORITY_COLORS = { low: 'default', medium: 'blue', high: 'orange', urgent: 'red' } as const;

/** Feedback sent from this screen, newest first (admins). */
function FeedbackList() {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<FeedbackType | undefined>();
  const list = useFeedbackList(page, type, true);
  const data = list.data;
  return (
    <Card
      title="Phản hồi từ nhân viên"
      size="small"
      extra={
        <Select
          allowClear
          size="small"
          placeholder="Mọi loại"
          aria-label="Lọc loại phản hồi"
          style={{ minWidth: 150 }}
          value={type}
          onChange={(value: FeedbackType | undefined) => {
            setType(value);
            setPage(1);
          }}
          options={FEEDBACK_TYPES.map((t) => ({ value: t, label: FEEDBACK_TYPE_LABELS[t] }))}
        />
      }
    >
      {list.isLoading ? (
        <Skeleton active />
      ) : list.isError ? (
        <Alert
          type="error"
          showIcon
          message={errorText(list.error, 'Không thể tải phản hồi')}
          action={<Button onClick={() => void list.refetch()}>Thử lại</Button>}
        />
      ) : (
        <List
          dataSource={data?.data ?? []}
          locale={{ emptyText: <Empty description="Chưa có phản hồi nào" /> }}
          pagination={
            data && data.meta.total > data.meta.per_page
              ? {
                  current: data.meta.current_page,
                  pageSize: data.meta.per_page,
                  total: data.meta.total,
                  onChange: setPage,
                  size: 'small',
                }
              : false
          }
          renderItem={(item) => (
            <List.Item data-feedback={item.id}>
              <div className={styles.feedbackItem}>
                <Space wrap size={4}>
                  <Tag color="geekblue">{FEEDBACK_TYPE_LABELS[item.type]}</Tag>
                  {item.priority ? (
                    <Tag color={PRIORITY_COLORS[item.priority]}>
                      {FEEDBACK_PRIORITY_LABELS[item.priority]}
                    </Tag>
                  ) : null}
                  <strong className={styles.wrap}>{item.subject}</strong>
                </Space>
                <p>{item.description}</p>
                <div className={styles.muted}>
                  {item.sender
                    ? `${item.sender.name} (${ROLE_LABELS[item.sender.role as Role] ?? item.sender.role})`
                    : 'Tài khoản đã xóa'}{' '}
                  · {formatDateTime(item.created_at)}
                </div>
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** The storefront help centre: its answers' votes and its support requests (admins). */
function HelpCentreCard() {
  const centre = useHelpCentre(true);
  const data = centre.data;
  if (centre.isLoading) return <Skeleton active />;
  if (centre.isError || !data) {
    return (
      <Alert
        type="error"
        showIcon
        message={errorText(centre.error, 'Không thể tải dữ liệu trung tâm trợ giúp')}
        action={<Button onClick={() => void centre.refetch()}>Thử lại</Button>}
      />
    );
  }
  const voted = data.faq_votes.filter((v) => v.helpful + v.not_helpful > 0);
  return (
    <>
      <Card
        title="Yêu cầu hỗ trợ từ trang Trợ giúp"
        size="small"
        extra={
          <LinkButton to="/admin/contacts" size="small">
            Mở Liên hệ
          </LinkButton>
        }
      >
        <div className={styles.muted} style={{ marginBottom: 8 }}>
          Tổng {data.support_requests.total} yêu cầu · {data.support_requests.open} chưa xử lý xong
        </div>
        <List
          size="small"
          dataSource={data.support_requests.recent}
          locale={{ emptyText: <Empty description="Chưa có yêu cầu hỗ trợ" /> }}
          renderItem={(item) => (
            <List.Item>
              <div className={styles.feedbackItem}>
                <Space wrap size={4}>
                  <Tag>{SUPPORT_REQUEST_STATUS_LABELS[item.status] ?? item.status}</Tag>
                  <strong className={styles.wrap}>{item.subject}</strong>
                </Space>
                <div className={styles.muted}>
                  {item.name} · {formatDateTime(item.created_at)}
                </div>
              </div>
            </List.Item>
          )}
        />
      </Card>
      <Card title="Bình chọn câu hỏi trên trang Trợ giúp" size="small">
        <List
          size="small"
          dataSource={voted}
          locale={{ emptyText: <Empty description="Chưa có khách bình chọn" /> }}
          renderItem={(item) => (
            <List.Item>
              <div className={styles.feedbackItem}>
                <div className={styles.wrap}>{item.question}</div>
                <div className={styles.muted}>
                  {item.helpful} hữu ích · {item.not_helpful} không hữu ích
                </div>
              </div>
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}

export function InboxTab() {
  return (
    <div className={styles.grid}>
      <FeedbackList />
      <div className={styles.page}>
        <HelpCentreCard />
      </div>
    </div>
  );
}
