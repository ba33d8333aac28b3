import { UserOutlined, WarningOutlined } from '@ant-design/icons';
import { OWN_PROFILE_MESSAGES as M } from '@salon/shared';
import { Button, Card, Skeleton, Tabs } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { StatusScreen } from '../../../components/StatusScreen';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { useOwnProfile } from '../api/profile';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileInfoForm } from '../components/ProfileInfoForm';
import { ProfileStats } from '../components/ProfileStats';
import { SecurityTab } from '../components/SecurityTab';
import styles from '../components/staff-profile.module.css';

/** /admin/profile: the signed-in member's own profile, password and work figures. */
export function StaffProfilePage() {
  usePageTitle('Hồ sơ cá nhân');
  const { user } = useCurrentUser();
  const profile = useOwnProfile();

  if (!user) {
    return (
      <StatusScreen
        icon={<UserOutlined />}
        title={M.noUser}
        actions={
          <LinkButton type="primary" to="/login">
            Đăng nhập
          </LinkButton>
        }
      />
    );
  }
  if (profile.isPending) {
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (profile.isError) {
    return (
      <StatusScreen
        icon={<WarningOutlined />}
        title={M.loadFailed}
        description={profile.error.message}
        actions={<Button onClick={() => void profile.refetch()}>Thử lại</Button>}
      />
    );
  }

  return (
    <div className={styles.page}>
      <ProfileHeader profile={profile.data} />
      <Card>
        <Tabs
          items={[
            {
              key: 'info',
              label: 'Thông tin cá nhân',
              children: <ProfileInfoForm profile={profile.data} />,
            },
            { key: 'security', label: 'Bảo mật', children: <SecurityTab /> },
            { key: 'stats', label: 'Thống kê', children: <ProfileStats /> },
          ]}
        />
      </Card>
    </div>
  );
}
