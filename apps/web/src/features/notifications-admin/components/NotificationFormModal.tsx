import {
  ADMIN_NOTIFICATION_MESSAGES as M,
  NOTIFICATION_LIMITS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  notificationActionUrlSchema,
  notificationDataFromText,
  notificationMessageSchema,
  notificationTitleSchema,
  type AdminNotificationDto,
  type NotificationPriority,
  type NotificationType,
} from '@salon/shared';
import { App, Col, DatePicker, Form, Input, Row, Select, Switch } from 'antd';
import { RecipientPicker } from '../../../components/RecipientPicker';
import type { Dayjs } from 'dayjs';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import {
  beforeSalonToday,
  fromSalonPickerValue,
  toSalonPickerValue,
} from '../../../lib/salon-picker';
import { FormModal } from '../../admin/components/FormModal';
import {
  useCreateNotification,
  useUpdateNotification,
  type NotificationPayload,
} from '../api/notifications-admin';
import { toastFieldErrors } from './server-error-toasts';

interface FormValues {
  type?: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  user_id?: number | null;
  scheduled_at?: Dayjs | null;
  icon?: string;
  action_url?: string;
  is_system: boolean;
  data?: string;
}

const blank = (text: string | undefined) => (text?.trim() ? text.trim() : null);

function initialValues(notification: AdminNotificationDto | null): FormValues {
  if (!notification) return { priority: 'normal', title: '', message: '', is_system: false };
  return {
    type: notification.type,
    priority: notification.priority,
    title: notification.title,
    message: notification.message,
    user_id: notification.user_id,
    scheduled_at: notification.scheduled_at ? toSalonPickerValue(notification.scheduled_at) : null,
    icon: notification.icon ?? '',
    action_url: notification.action_url ?? '',
    is_system: notification.is_system,
    data: notification.data ? JSON.stringify(notification.data, null, 2) : '',
  };
}

/** Create or edit one notification (back-office §5 Notification form). */
export function NotificationFormModal({
  notification,
  onClose,
}: {
  /** null: a new one. */
  notification: AdminNotificationDto | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const editing = notification !== null;
  // The recipient and time of a delivered one no longer change.
  const delivered = editing && notification.status !== 'pending';

  const save = async () => {
    const values = await form.validateFields();
    if (!values.type) return;
    const body: NotificationPayload = {
      type: values.type,
      priority: values.priority,
      title: values.title.trim(),
      message: values.message.trim(),
      user_id: values.user_id ?? null,
      scheduled_at: values.scheduled_at ? fromSalonPickerValue(values.scheduled_at) : null,
      icon: blank(values.icon),
      action_url: blank(values.action_url),
      is_system: values.is_system,
      data: notificationDataFromText(values.data),
    };
    try {
      if (editing) await update.mutateAsync({ id: notification.id, body });
      else await create.mutateAsync(body);
      message.success(editing ? M.updated : M.created);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
      if (!toastFieldErrors(error, (text) => void message.error(text))) {
        message.error(errorText(error, editing ? M.updateFailed : M.createFailed));
      }
    }
  };

  return (
    <FormModal
      title={editing ? 'Sửa thông báo' : 'Tạo thông báo'}
      saving={create.isPending || update.isPending}
      onSave={() => void save().catch(() => undefined)}
      onClose={onClose}
      okText={editing ? 'Lưu' : 'Tạo thông báo'}
      width={640}
      phoneFullWidth
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(notification)}
        name="notification-form"
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="type"
              label="Loại thông báo"
              rules={[{ required: true, message: M.typeRequired }]}
            >
              <Select
                placeholder="Chọn loại"
                options={NOTIFICATION_TYPES.map((type) => ({
                  value: type,
                  label: NOTIFICATION_TYPE_LABELS[type],
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="priority"
              label="Mức độ ưu tiên"
              rules={[{ required: true, message: M.priorityRequired }]}
            >
              <Select
                options={NOTIFICATION_PRIORITIES.map((priority) => ({
                  value: priority,
                  label: NOTIFICATION_PRIORITY_LABELS[priority],
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="title" label="Tiêu đề" required rules={[zodRule(notificationTitleSchema)]}>
          <Input maxLength={NOTIFICATION_LIMITS.titleMax} showCount />
        </Form.Item>
        <Form.Item
          name="message"
          label="Nội dung"
          required
          rules={[zodRule(notificationMessageSchema)]}
        >
          <Input.TextArea rows={3} maxLength={NOTIFICATION_LIMITS.messageMax} showCount />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="user_id"
              label="Người nhận"
              extra="Để trống: thông báo hệ thống (chỉ hiện trong quản trị)"
            >
              <RecipientPicker initial={notification?.user ?? null} disabled={delivered} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="scheduled_at"
              label="Thời gian gửi"
              extra={delivered ? 'Đã gửi' : 'Để trống: gửi ngay'}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="DD/MM/YYYY HH:mm"
                style={{ width: '100%' }}
                disabled={delivered}
                disabledDate={beforeSalonToday}
                placeholder="Chọn ngày giờ"
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item name="icon" label="Biểu tượng">
              <Input placeholder="Ví dụ: ★" maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item
              name="action_url"
              label="Liên kết"
              rules={[zodRule(notificationActionUrlSchema)]}
            >
              <Input placeholder="/khuyen-mai hoặc https://..." />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="is_system" label="Thông báo hệ thống" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="data"
          label="Dữ liệu bổ sung (JSON)"
          extra="Không phải JSON hợp lệ thì được lưu nguyên văn trong trường raw"
        >
          <Input.TextArea rows={3} placeholder='{"ma_khuyen_mai": "TET2027"}' />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
