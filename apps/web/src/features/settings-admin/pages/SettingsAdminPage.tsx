import {
  ADMIN_SETTINGS_GROUP_LABELS,
  ADMIN_SETTINGS_GROUPS,
  SETTINGS_ADMIN_MESSAGES as M,
  SETTINGS_MESSAGES,
  type AdminSettingsGroup,
} from '@salon/shared';
import { Badge, Skeleton, Tabs, Typography } from 'antd';
import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { usePageTitle } from '../../../lib/use-page-title';
import { ListError } from '../../admin/components/ListError';
import { useAdminSettings } from '../api/admin-settings';
import { BookingFields, SupportFields } from '../components/BookingSupportFields';
import { BrandingTab } from '../components/BrandingTab';
import { CompanyFields } from '../components/CompanyFields';
import { PaymentFields } from '../components/PaymentFields';
import { SeoFields } from '../components/SeoFields';
import { SettingsFormTab } from '../components/SettingsFormTab';
import { DeliveryFields, TaxFields } from '../components/TaxDeliveryFields';

const FIELDS: Record<Exclude<AdminSettingsGroup, 'branding'>, ComponentType> = {
  company: CompanyFields,
  seo: SeoFields,
  tax: TaxFields,
  delivery: DeliveryFields,
  booking: BookingFields,
  support: SupportFields,
  payment: PaymentFields,
};

function isGroup(value: string | null): value is AdminSettingsGroup {
  return (ADMIN_SETTINGS_GROUPS as readonly string[]).includes(value ?? '');
}

/** /admin/settings (admins): one tab per group, each saved on its own and used at once. */
export function SettingsAdminPage() {
  usePageTitle(M.pageTitle);
  const settings = useAdminSettings();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminSettingsGroup = isGroup(requested) ? requested : 'company';
  const [dirty, setDirty] = useState<Partial<Record<AdminSettingsGroup, boolean>>>({});
  const onDirtyChange = useCallback(
    (group: AdminSettingsGroup, value: boolean) =>
      setDirty((current) => (current[group] === value ? current : { ...current, [group]: value })),
    [],
  );
  const leaveGuard = useLeaveGuard(Object.values(dirty).some(Boolean), M.unsavedChanges);

  let body: ReactNode;
  if (settings.isError) {
    body = (
      <ListError
        title={SETTINGS_MESSAGES.loadFailed}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  } else if (!settings.data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    const view = settings.data;
    body = (
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={ADMIN_SETTINGS_GROUPS.map((group) => {
          const Fields = group === 'branding' ? null : FIELDS[group];
          return {
            key: group,
            label: (
              <Badge dot={Boolean(dirty[group])} offset={[6, 0]}>
                {ADMIN_SETTINGS_GROUP_LABELS[group]}
              </Badge>
            ),
            // Every tab stays mounted: switching keeps what was typed and not yet saved.
            forceRender: true,
            children:
              group === 'branding' || !Fields ? (
                <BrandingTab view={view.branding} />
              ) : (
                <SettingsFormTab group={group} view={view[group]} onDirtyChange={onDirtyChange}>
                  <Fields />
                </SettingsFormTab>
              ),
          };
        })}
      />
    );
  }

  return (
    <div>
      {leaveGuard}
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {M.pageTitle}
      </Typography.Title>
      {body}
    </div>
  );
}
