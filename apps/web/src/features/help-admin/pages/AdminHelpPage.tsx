import type { Role } from '@salon/shared';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { FaqTab } from '../components/FaqTab';
import { FeedbackForm } from '../components/FeedbackForm';
import { GuidesTab } from '../components/GuidesTab';
import { InboxTab } from '../components/InboxTab';
import { SupportChannels } from '../components/SupportChannels';
import { SystemInfoCard } from '../components/SystemInfoCard';
import { WalkthroughsTab } from '../components/WalkthroughsTab';
import styles from '../components/help-admin.module.css';

const TABS = ['guides', 'faq', 'videos', 'support', 'inbox'] as const;
type TabKey = (typeof TABS)[number];

/** /admin/help (back-office §2.17): guides, FAQ, walkthroughs, support and, for admins, the inbox. */
export function AdminHelpPage() {
  usePageTitle('Trợ giúp');
  const { user } = useCurrentUser();
  const role: Role | undefined = user?.role;
  const admin = role === 'admin';
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabKey | null;
  const active: TabKey =
    asked && TABS.includes(asked) && (asked !== 'inbox' || admin) ? asked : 'guides';

  const items = [
    { key: 'guides', label: 'Hướng dẫn', children: <GuidesTab role={role} /> },
    { key: 'faq', label: 'Câu hỏi thường gặp', children: <FaqTab /> },
    { key: 'videos', label: 'Video hướng dẫn', children: <WalkthroughsTab role={role} /> },
    {
      key: 'support',
      label: 'Hỗ trợ',
      children: (
        <div className={styles.grid}>
          <div className={styles.page}>
            <SupportChannels />
            {admin ? <SystemInfoCard /> : null}
          </div>
          <FeedbackForm />
        </div>
      ),
    },
    ...(admin ? [{ key: 'inbox', label: 'Phản hồi nhận được', children: <InboxTab /> }] : []),
  ];

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Trợ giúp</h1>
        <p>Hướng dẫn sử dụng trang quản trị, câu hỏi thường gặp và kênh hỗ trợ.</p>
      </div>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={items}
      />
    </div>
  );
}
