import { SaveOutlined, UndoOutlined, WarningOutlined } from '@ant-design/icons';
import {
  changedPreferences,
  PREFERENCE_DEFAULTS,
  PREFERENCE_MESSAGES as M,
  type Preferences,
} from '@salon/shared';
import { Alert, App, Button, Card, Popconfirm, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { StatusScreen } from '../../../components/StatusScreen';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { usePreferences, useSavePreferences } from '../api/preferences';
import { AppearanceSection } from '../components/AppearanceSection';
import { NotificationSection } from '../components/NotificationSection';
import { PrivacySection } from '../components/PrivacySection';
import { RegionSection } from '../components/RegionSection';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import styles from '../components/preferences.module.css';

/**
 * /admin/customization: the signed-in user's preferences, saved on the server and applied to the
 * whole back office once saved.
 */
export function PreferencesPage() {
  usePageTitle('Tùy chỉnh giao diện');
  const { user } = useCurrentUser();
  const { preferences: saved, isLoading, isError, refetch } = usePreferences();
  const [draft, setDraft] = useState<Preferences | null>(null);
  const save = useSavePreferences();
  const { message } = App.useApp();
  const current = draft ?? saved;
  const dirty = draft !== null && changedPreferences(draft, saved).length > 0;
  const leaveGuard = useLeaveGuard(dirty, M.leaveConfirm);

  if (isLoading) {
    return (
      <Card className={styles.page}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (isError || !user) {
    return (
      <StatusScreen
        icon={<WarningOutlined />}
        title={M.loadFailed}
        actions={<Button onClick={() => void refetch()}>Thử lại</Button>}
      />
    );
  }

  const change = (patch: Partial<Preferences>) => setDraft({ ...current, ...patch });
  const onSave = () =>
    save.mutate(current, {
      onSuccess: () => {
        setDraft(null);
        void message.success(M.saved);
      },
      onError: () => void message.error(M.failed),
    });
  // The defaults become unsaved changes, applied only once saved (or dropped by leaving).
  const onReset = () => {
    setDraft({ ...PREFERENCE_DEFAULTS });
    void message.info(M.resetPending);
  };

  const section = { value: current, onChange: change };
  return (
    <Card className={styles.page}>
      {leaveGuard}
      <div className={styles.header}>
        <h1>Tùy chỉnh</h1>
        <div className={styles.actions}>
          <Popconfirm title={M.resetConfirm} okText="Đặt lại" cancelText="Hủy" onConfirm={onReset}>
            <Button icon={<UndoOutlined />}>Đặt lại mặc định</Button>
          </Popconfirm>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!dirty}
            loading={save.isPending}
            onClick={onSave}
          >
            Lưu cài đặt
          </Button>
        </div>
      </div>
      {dirty ? (
        <Alert
          type="warning"
          showIcon
          title={M.unsaved}
          description="Nhấn “Lưu cài đặt” để áp dụng cho toàn bộ trang quản trị."
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <Tabs
        items={[
          { key: 'appearance', label: 'Giao diện', children: <AppearanceSection {...section} /> },
          {
            key: 'notifications',
            label: 'Thông báo',
            children: <NotificationSection {...section} />,
          },
          { key: 'region', label: 'Ngôn ngữ & Khu vực', children: <RegionSection {...section} /> },
          {
            key: 'privacy',
            label: 'Quyền riêng tư',
            children: <PrivacySection {...section} role={user.role} />,
          },
        ]}
      />
    </Card>
  );
}
