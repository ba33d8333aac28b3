import { PlusOutlined } from '@ant-design/icons';
import type { AdminBranch } from '@salon/shared';
import { Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { BranchCardsTab } from '../components/BranchCardsTab';
import { BranchDetailDrawer } from '../components/BranchDetailDrawer';
import { BranchFormModal } from '../components/BranchFormModal';
import { BranchListTab } from '../components/BranchListTab';
import { HolidaysTab } from '../components/HolidaysTab';
import { PerformanceTab } from '../components/PerformanceTab';
import { RevenueTab } from '../components/RevenueTab';
import { SummaryTab } from '../components/SummaryTab';
import { WorkingHoursTab } from '../components/WorkingHoursTab';
import adminPage from '../../admin/components/admin-page.module.css';

/** /admin/branches (back-office §2.10). */
export function AdminBranchesPage() {
  usePageTitle('Quản lý chi nhánh');
  const [editing, setEditing] = useState<{ branch: AdminBranch | null } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const onEdit = (branch: AdminBranch) => setEditing({ branch });
  return (
    <Card>
      <div className={adminPage.header}>
        <h1>Quản lý chi nhánh</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ branch: null })}>
          Thêm chi nhánh
        </Button>
      </div>
      <Tabs
        defaultActiveKey="cards"
        destroyOnHidden
        items={[
          {
            key: 'cards',
            label: 'Chi nhánh',
            children: <BranchCardsTab onView={setViewing} onEdit={onEdit} />,
          },
          {
            key: 'list',
            label: 'Danh sách',
            children: <BranchListTab onView={setViewing} onEdit={onEdit} />,
          },
          { key: 'performance', label: 'So sánh hiệu suất', children: <PerformanceTab /> },
          { key: 'summary', label: 'Báo cáo tổng hợp', children: <SummaryTab /> },
          { key: 'hours', label: 'Giờ làm việc', children: <WorkingHoursTab /> },
          { key: 'revenue', label: 'Doanh thu chi tiết', children: <RevenueTab /> },
          { key: 'holidays', label: 'Ngày nghỉ', children: <HolidaysTab /> },
        ]}
      />
      {editing ? (
        <BranchFormModal branch={editing.branch} onClose={() => setEditing(null)} />
      ) : null}
      {viewing !== null ? (
        <BranchDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </Card>
  );
}
