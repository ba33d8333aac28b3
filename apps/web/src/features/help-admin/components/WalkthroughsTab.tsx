import { ArrowRightOutlined, ReadOutlined } from '@ant-design/icons';
import {
  ADMIN_PAGES,
  BACK_OFFICE_WALKTHROUGHS,
  canAccessAdminPage,
  type Role,
} from '@salon/shared';
import { Alert, Card, Tag } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import styles from './help-admin.module.css';

/**
 * The spec's 4 videos: we host no videos, so each is a written step-by-step tour that opens the
 * screen it is about. No player, no view counts.
 */
export function WalkthroughsTab({ role }: { role: Role | undefined }) {
  return (
    <div className={styles.page}>
      <Alert
        type="info"
        showIcon
        message="Chưa có video hướng dẫn"
        description="Trong khi chờ video, mỗi mục dưới đây là một hướng dẫn từng bước bằng chữ và mở thẳng màn hình liên quan."
      />
      <div className={styles.grid}>
        {BACK_OFFICE_WALKTHROUGHS.map((tour) => (
          <Card
            key={tour.id}
            size="small"
            title={
              <span>
                <ReadOutlined /> {tour.title}
              </span>
            }
            extra={<Tag>{tour.minutes} phút đọc</Tag>}
          >
            <div className={styles.muted}>{tour.description}</div>
            <ol className={styles.steps}>
              {tour.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {canAccessAdminPage(role, tour.page) ? (
              <LinkButton to={`/admin/${tour.page}`} icon={<ArrowRightOutlined />}>
                Mở {ADMIN_PAGES[tour.page].label}
              </LinkButton>
            ) : null}
          </Card>
        ))}
      </div>
    </div>
  );
}
