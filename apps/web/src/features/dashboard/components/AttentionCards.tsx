import { DASHBOARD_LINKS, type DashboardDto } from '@salon/shared';
import { Badge, Card } from 'antd';
import { Link } from 'react-router';
import styles from './dashboard.module.css';

const ITEMS: { key: keyof DashboardDto['attention']; label: string; to: string }[] = [
  { key: 'low_stock_products', label: 'Sản phẩm sắp hết hàng', to: DASHBOARD_LINKS.lowStock },
  { key: 'pending_reviews', label: 'Đánh giá chờ duyệt', to: DASHBOARD_LINKS.pendingReviews },
  { key: 'unread_contacts', label: 'Liên hệ chưa đọc', to: DASHBOARD_LINKS.unreadContacts },
  { key: 'unread_chats', label: 'Tin nhắn chưa đọc', to: DASHBOARD_LINKS.unreadChats },
  {
    key: 'payments_to_match',
    label: 'Giao dịch chờ đối soát',
    to: DASHBOARD_LINKS.paymentsToMatch,
  },
];

/** What is waiting for someone now (not tied to the period), each opening its filtered list. */
export function AttentionCards({ attention }: { attention: DashboardDto['attention'] }) {
  return (
    <div className={styles.attention}>
      {ITEMS.map((item) => (
        <Link key={item.key} to={item.to} className={styles.attentionLink}>
          <Card size="small" hoverable>
            <Badge
              count={attention[item.key]}
              showZero
              overflowCount={999}
              color={attention[item.key] > 0 ? 'volcano' : 'green'}
            />
            <span className={styles.attentionLabel}>{item.label}</span>
          </Card>
        </Link>
      ))}
    </div>
  );
}
