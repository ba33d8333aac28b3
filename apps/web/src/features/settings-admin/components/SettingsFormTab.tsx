import {
  SETTINGS_ADMIN_MESSAGES as M,
  type AdminSettingsGroup,
  type AdminSettingsValues,
  type AdminSettingsView,
} from '@salon/shared';
import { App, Button, Form, Space } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { useSaveSettingsGroup } from '../api/admin-settings';
import { LastChanged } from './LastChanged';
import { sameValues } from './same-values';
import styles from './settings-admin.module.css';

/**
 * One tab of the settings screen: its fields, checked by the shared schema's rules, saved whole
 * (PUT /api/admin/settings/:group); the server's messages land under their fields.
 */
export function SettingsFormTab<G extends AdminSettingsGroup>({
  group,
  view,
  onDirtyChange,
  children,
}: {
  group: G;
  view: AdminSettingsView[G];
  onDirtyChange: (group: G, dirty: boolean) => void;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  // Typed loosely: nested field errors arrive as paths ('hotline_hours.close').
  const [form] = Form.useForm<Record<string, unknown>>();
  const save = useSaveSettingsGroup(group);
  const [dirty, setDirty] = useState(false);

  // A value saved here becomes the form's starting point; another tab's save (which reloads
  // every tab) leaves this tab's unsaved changes alone.
  const applied = useRef(view.values);
  useEffect(() => {
    if (sameValues(applied.current, view.values)) return;
    applied.current = view.values;
    form.resetFields();
    form.setFieldsValue(view.values);
    setDirty(false);
  }, [form, view.values]);
  useEffect(() => onDirtyChange(group, dirty), [group, dirty, onDirtyChange]);

  const onFinish = (values: Record<string, unknown>) =>
    save.mutate(values as AdminSettingsValues[G], {
      onSuccess: () => {
        setDirty(false);
        void message.success(M.saved);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          form.setFields(
            Object.entries(error.errors).map(([path, errors]) => ({
              name: path.split('.'),
              errors,
            })),
          );
        }
        void message.error(errorText(error, M.saveFailed));
      },
    });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={view.values}
      onValuesChange={() => setDirty(!sameValues(form.getFieldsValue(true), view.values))}
      onFinish={onFinish}
      scrollToFirstError
      className={styles.form}
      data-testid={`settings-form-${group}`}
    >
      {children}
      <div className={styles.footer}>
        <LastChanged change={view.last_changed} />
        <Space wrap>
          <Button
            disabled={!dirty || save.isPending}
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(view.values);
              setDirty(false);
            }}
          >
            Hoàn tác
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!dirty}>
            Lưu thay đổi
          </Button>
        </Space>
      </div>
    </Form>
  );
}
