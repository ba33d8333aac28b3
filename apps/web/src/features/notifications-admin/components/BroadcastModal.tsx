import {
  ADMIN_NOTIFICATION_MESSAGES as M,
  NOTIFICATION_LIMITS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_PRIORITY_LABELS,
  ROLE_LABELS,
  notificationActionUrlSchema,
  notificationDataFromText,
  notificationMessageSchema,
  notificationTitleSchema,
  type NotificationPriority,
  type Role,
} from '@salon/shared';
import { Alert, App, Col, Form, Input, Row, Select } from 'antd';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { FormModal } from '../../admin/components/FormModal';
import { useBroadcast } from '../api/notifications-admin';
import { toastFieldErrors } from './server-error-toasts';

interface FormValues {
  role?: Role;
  title: string;
  message: string;
  priority: NotificationPriority;
  icon?: string;
  action_url?: string;
  data?: string;
}

/** Back-office §6: a role broadcast may target any of these. */
const ROLE_OPTIONS: Role[] = ['customer', 'admin', 'staff', 'manager'];

const blank = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** One notification to every active customer, or to everyone of a role (back-office §5). */
export function BroadcastModal({
  audience,
  onClose,
}: {
  audience: 'customers' | 'role';
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const broadcast = useBroadcast();

  const save = async () => {
    const values = await form.validateFields();
    try {
      const result = await broadcast.mutateAsync({
        audience,
        role: audience === 'role' ? (values.role ?? null) : null,
        title: values.title.trim(),
        message: values.message.trim(),
        priority: values.priority,
        icon: blank(values.icon),
        action_url: blank(values.action_url),
        data: notificationDataFromText(values.data),
      });
      message.success(M.broadcastSent(result.count));
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
      if (!toastFieldErrors(error, (text) => void message.error(text))) {
        message.error(errorText(error, M.broadcastFailed));
      }
    }
  };

  return (
    <FormModal
      title={
        audience === 'customers' ? 'Gửi thông báo đến khách hàng' : 'Gửi thông báo theo vai trò'
      }
      saving={broadcast.isPending}
      onSave={() => void save().catch(() => undefined)}
      onClose={onClose}
      okText="Gửi broadcast"
      width={600}
      phoneFullWidth
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          audience === 'customers'
            ? 'Mỗi khách hàng đang hoạt động nhận một thông báo.'
            : 'Mỗi tài khoản đang hoạt động của vai trò đã chọn nhận một thông báo.'
        }
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ priority: 'normal' }}
        name="broadcast-form"
      >
        {audience === 'role' ? (
          <Form.Item
            name="role"
            label="Vai trò"
            rules={[{ required: true, message: M.roleRequired }]}
          >
            <Select
              placeholder="Chọn vai trò"
              options={ROLE_OPTIONS.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            />
          </Form.Item>
        ) : null}
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
            <Form.Item name="priority" label="Mức độ ưu tiên" rules={[{ required: true }]}>
              <Select
                options={NOTIFICATION_PRIORITIES.map((priority) => ({
                  value: priority,
                  label: NOTIFICATION_PRIORITY_LABELS[priority],
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="icon" label="Biểu tượng">
              <Input placeholder="Ví dụ: ★" maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="action_url"
          label="Liên kết"
          rules={[zodRule(notificationActionUrlSchema)]}
        >
          <Input placeholder="/khuyen-mai hoặc https://..." />
        </Form.Item>
        <Form.Item name="data" label="Dữ liệu bổ sung (JSON)">
          <Input.TextArea rows={2} placeholder='{"ma_khuyen_mai": "TET2027"}' />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
