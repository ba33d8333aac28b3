import {
  POLICY_LIMITS,
  ROLE_LABELS,
  SECURITY_POLICY_LABELS,
  securityPolicySettingsSchemas,
  type SecurityPolicy,
} from '@salon/shared';
import { App, Checkbox, Form, InputNumber, Modal } from 'antd';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { zodRule } from '../../../lib/form-rules';
import { useSaveSecurityPolicy } from '../api/policies';

const STAFF_ROLES = ['admin', 'manager', 'staff'] as const;

/** The settings of one policy ('Cấu hình'): saved with its current switch. */
export function PolicySettingsModal({
  policy,
  onClose,
}: {
  policy: SecurityPolicy;
  onClose: () => void;
}) {
  const save = useSaveSecurityPolicy();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const label = SECURITY_POLICY_LABELS[policy.key];

  const submit = (settings: Record<string, unknown>) =>
    save.mutate(
      { key: policy.key, enabled: policy.enabled, settings },
      {
        onSuccess: () => {
          void message.success('Đã lưu chính sách bảo mật.');
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={`Cấu hình: ${label.name}`}
      onCancel={onClose}
      okText="Lưu"
      cancelText="Hủy"
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
    >
      <FormErrorAlert title="Không thể lưu" error={save.error} onClose={save.reset} />
      <Form
        form={form}
        layout="vertical"
        initialValues={policy.settings}
        onFinish={submit}
        requiredMark={false}
      >
        {policy.key === 'two_factor_staff' ? (
          <Form.Item
            name="roles"
            label="Vai trò phải dùng xác thực hai lớp"
            rules={[zodRule(securityPolicySettingsSchemas.two_factor_staff.shape.roles)]}
          >
            <Checkbox.Group
              options={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            />
          </Form.Item>
        ) : null}
        {policy.key === 'session_idle_timeout' ? (
          <Form.Item
            name="minutes"
            label={`Số phút không hoạt động (${POLICY_LIMITS.idleMinutes.min}–${POLICY_LIMITS.idleMinutes.max})`}
            rules={[zodRule(securityPolicySettingsSchemas.session_idle_timeout.shape.minutes)]}
          >
            <InputNumber style={{ width: '100%' }} precision={0} />
          </Form.Item>
        ) : null}
        {policy.key === 'password_max_age' ? (
          <Form.Item
            name="days"
            label={`Số ngày trước khi phải đổi mật khẩu (${POLICY_LIMITS.passwordDays.min}–${POLICY_LIMITS.passwordDays.max})`}
            rules={[zodRule(securityPolicySettingsSchemas.password_max_age.shape.days)]}
          >
            <InputNumber style={{ width: '100%' }} precision={0} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
