import { ArrowRightOutlined } from '@ant-design/icons';
import { ADMIN_PAGES, BACK_OFFICE_GUIDES, canAccessAdminPage, type Role } from '@salon/shared';
import { Card } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import styles from './help-admin.module.css';

/** The 4 guides to the daily work of the back office, each opening its screen. */
export function GuidesTab({ role }: { role: Role | undefined }) {
  return (
    <div className={styles.grid}>
      {BACK_OFFICE_GUIDES.map((guide) => (
        <Card key={guide.id} title={guide.title} size="small">
          <div className={styles.muted}>{guide.summary}</div>
          <ol className={styles.steps}>
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {canAccessAdminPage(role, guide.page) ? (
            <LinkButton to={`/admin/${guide.page}`} icon={<ArrowRightOutlined />}>
              Mở {ADMIN_PAGES[guide.page].label}
            </LinkButton>
          ) : (
            <span className={styles.muted}>Màn hình này dành cho vai trò khác.</span>
          )}
        </Card>
      ))}
    </div>
  );
}
