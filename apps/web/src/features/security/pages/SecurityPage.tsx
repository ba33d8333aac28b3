import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuditLogTab } from '../components/AuditLogTab';
import { BackupsTab } from '../components/BackupsTab';
import { IncidentsTab } from '../components/IncidentsTab';
import { OverviewTab } from '../components/OverviewTab';
import { PoliciesTab } from '../components/PoliciesTab';
import { PrivacyTab } from '../components/PrivacyTab';
import { ThreatsTab } from '../components/ThreatsTab';
import styles from '../components/security.module.css';

const TABS = [
  'overview',
  'audit',
  'incidents',
  'policies',
  'privacy',
  'threats',
  'backups',
] as const;
type TabKey = (typeof TABS)[number];

/** /admin/security (back-office §2.12): every figure computed from what really happens. */
export function SecurityPage() {
  usePageTitle('Bảo mật và tuân thủ');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabKey | null;
  const active: TabKey = asked && TABS.includes(asked) ? asked : 'overview';
  const open = (key: string) => setParams({ tab: key }, { replace: true });

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Bảo mật và tuân thủ</h1>
        <p>Nhật ký kiểm toán, sự cố, chính sách, yêu cầu dữ liệu cá nhân và sao lưu.</p>
      </div>
      <Tabs
        activeKey={active}
        onChange={open}
        items={[
          { key: 'overview', label: 'Tổng quan', children: <OverviewTab onOpenTab={open} /> },
          { key: 'audit', label: 'Nhật ký kiểm toán', children: <AuditLogTab /> },
          { key: 'incidents', label: 'Sự cố bảo mật', children: <IncidentsTab /> },
          { key: 'policies', label: 'Chính sách', children: <PoliciesTab /> },
          { key: 'privacy', label: 'Quyền riêng tư', children: <PrivacyTab /> },
          { key: 'threats', label: 'Phát hiện mối đe dọa', children: <ThreatsTab /> },
          { key: 'backups', label: 'Sao lưu và khôi phục', children: <BackupsTab /> },
        ]}
      />
    </div>
  );
}
