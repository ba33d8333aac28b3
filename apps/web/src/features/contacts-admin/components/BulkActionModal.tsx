import {
  CONTACT_ADMIN_MESSAGES as M,
  CONTACT_BULK_ACTIONS,
  CONTACT_BULK_LABELS,
  CONTACT_PRIORITIES,
  CONTACT_PRIORITY_LABELS,
  type ContactBulkAction,
  type ContactPriority,
} from '@salon/shared';
import { Alert, App, Form, Select } from 'antd';
import { errorText } from '../../../lib/api-client';
import { FormModal } from '../../admin/components/FormModal';
import { useBulkContacts } from '../api/contact-mutations';
import { StaffSelect } from './StaffSelect';

interface BulkValues {
  action: ContactBulkAction;
  assigned_to?: number;
  priority?: ContactPriority;
}

/** One action on every selected contact; the server applies it to all or to none. */
export function BulkActionModal({
  ids,
  onClose,
  onDone,
}: {
  ids: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<BulkValues>();
  const action = Form.useWatch('action', form);
  const { message } = App.useApp();
  const bulk = useBulkContacts();
  const submit = async () => {
    const values = await form.validateFields();
    bulk.mutate(
      { contact_ids: ids, ...values },
      {
        onSuccess: () => {
          void message.success(M.bulkDone);
          onDone();
          onClose();
        },
        onError: (error) => void message.error(errorText(error, M.bulkFailed)),
      },
    );
  };
  return (
    <FormModal
      title="Thao tác hàng loạt"
      okText="Thực hiện"
      saving={bulk.isPending}
      onSave={() => void submit().catch(() => undefined)}
      onClose={onClose}
      phoneFullWidth
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`Đã chọn ${ids.length} liên hệ`}
      />
      <Form form={form} layout="vertical">
        <Form.Item
          name="action"
          label="Hành động"
          required
          rules={[{ required: true, message: M.actionRequired }]}
        >
          <Select<ContactBulkAction>
            aria-label="Hành động"
            placeholder="Chọn hành động"
            options={CONTACT_BULK_ACTIONS.map((a) => ({ value: a, label: CONTACT_BULK_LABELS[a] }))}
          />
        </Form.Item>
        {action === 'assign' ? (
          <Form.Item
            name="assigned_to"
            label="Nhân viên phụ trách"
            required
            rules={[{ required: true, message: M.staffRequired }]}
          >
            <StaffSelect aria-label="Nhân viên phụ trách" />
          </Form.Item>
        ) : null}
        {action === 'update_priority' ? (
          <Form.Item
            name="priority"
            label="Mức độ ưu tiên"
            required
            rules={[{ required: true, message: M.priorityRequired }]}
          >
            <Select<ContactPriority>
              aria-label="Mức độ ưu tiên"
              options={CONTACT_PRIORITIES.map((p) => ({
                value: p,
                label: CONTACT_PRIORITY_LABELS[p],
              }))}
            />
          </Form.Item>
        ) : null}
      </Form>
    </FormModal>
  );
}
