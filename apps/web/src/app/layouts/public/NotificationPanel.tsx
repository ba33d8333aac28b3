import { Button, Empty } from 'antd';
import { Link } from 'react-router';
import styles from './public-layout.module.css';

/** The notification dropdown; notifications arrive with the notifications work. */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className={styles.notificationPanel}>
      <div className={styles.notificationHeader}>
        <strong>Thông báo</strong>
        <Button type="link" size="small" disabled>
          Đánh dấu tất cả đã đọc
        </Button>
      </div>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không có thông báo nào" />
      <div className={styles.notificationFooter}>
        <Link to="/thong-bao" onClick={onNavigate}>
          Xem tất cả thông báo
        </Link>
      </div>
    </div>
  );
}
