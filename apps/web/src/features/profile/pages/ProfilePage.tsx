import {
  DatabaseOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LockOutlined,
  PieChartOutlined,
} from '@ant-design/icons';
import { PROFILE_MESSAGES as M } from '@salon/shared';
import { Card, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProfile, useProfileStatus } from '../api/profile';
import { LoadFailed } from '../components/LoadFailed';
import { DataRightsTab } from '../components/DataRightsTab';
import { NotesTab } from '../components/NotesTab';
import { OverviewTab } from '../components/OverviewTab';
import { PersonalInfoTab } from '../components/PersonalInfoTab';
import { PhoneVerificationNotice } from '../../auth/components/PhoneVerification';
import { ProfileHeader } from '../components/ProfileHeader';
import { SecurityTab } from '../components/SecurityTab';
import styles from '../components/profile.module.css';

const TABS = ['overview', 'notes', 'info', 'security', 'privacy'] as const;
type TabKey = (typeof TABS)[number];

function isTab(value: string | null): value is TabKey {
  return TABS.includes(value as TabKey);
}

/** /ho-so, /profile: the customer's profile, its tab kept in the URL (?tab=). */
export function ProfilePage() {
  usePageTitle('Hồ sơ của tôi');
  const profile = useProfile();
  const status = useProfileStatus();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'overview';
  const [editing, setEditing] = useState(false);

  const selectTab = (key: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'overview') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  };

  if (profile.isPending) {
    return (
      <div className={`container ${styles.page}`} aria-busy="true">
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className={`container ${styles.page}`}>
        <LoadFailed message={M.loadFailed} onRetry={() => void profile.refetch()} />
      </div>
    );
  }

  const user = profile.data.user;
  return (
    <div className={`container ${styles.page}`}>
      <ProfileHeader profile={profile.data} />
      <PhoneVerificationNotice user={user} />
      <Tabs
        activeKey={tab}
        onChange={selectTab}
        destroyOnHidden
        items={[
          {
            key: 'overview',
            label: 'Tổng quan',
            icon: <PieChartOutlined />,
            children: <OverviewTab />,
          },
          {
            key: 'notes',
            label: 'Ghi chú điều trị',
            icon: <FileTextOutlined />,
            children: (
              <Card title="Ghi chú điều trị">
                <NotesTab />
              </Card>
            ),
          },
          {
            key: 'info',
            label: 'Thông tin cá nhân',
            icon: <IdcardOutlined />,
            children: (
              <PersonalInfoTab
                user={user}
                editing={editing || status.data?.needs_update === true}
                onEditingChange={setEditing}
              />
            ),
          },
          { key: 'security', label: 'Bảo mật', icon: <LockOutlined />, children: <SecurityTab /> },
          {
            key: 'privacy',
            label: 'Dữ liệu cá nhân',
            icon: <DatabaseOutlined />,
            children: <DataRightsTab />,
          },
        ]}
      />
    </div>
  );
}
