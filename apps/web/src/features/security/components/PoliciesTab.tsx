import { SECURITY_POLICY_LABELS, type SecurityPolicy } from '@salon/shared';
import { Alert, App, Button, Card, Descriptions, Modal, Skeleton, Switch, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { useSaveSecurityPolicy, useSecurityPolicies } from '../api/policies';
import { describeSettings, hasSettings } from './policy-settings';
import { PolicySettingsModal } from './PolicySettingsModal';
import styles from './policies.module.css';

/**
 * The security policies (back-office §2.12): one card each with its switch, 'Xem' and
 * 'Cấu hình'. Switching one off asks first; every change is audited by the server.
 */
export function PoliciesTab() {
  const policies = useSecurityPolicies();
  const [viewing, setViewing] = useState<SecurityPolicy | null>(null);
  const [configuring, setConfiguring] = useState<SecurityPolicy | null>(null);

  if (policies.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (policies.isError || !policies.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="Không thể tải chính sách bảo mật"
        description={errorText(policies.error, 'Vui lòng thử lại.')}
        action={<Button onClick={() => void policies.refetch()}>Thử lại</Button>}
      />
    );
  }
  return (
    <div className={styles.grid} data-testid="security-policies">
      {policies.data.map((policy) => (
        <PolicyCard
          key={policy.key}
          policy={policy}
          onView={() => setViewing(policy)}
          onConfigure={() => setConfiguring(policy)}
        />
      ))}
      <Modal
        open={viewing !== null}
        title={viewing ? SECURITY_POLICY_LABELS[viewing.key].name : ''}
        onCancel={() => setViewing(null)}
        footer={<Button onClick={() => setViewing(null)}>Đóng</Button>}
      >
        {viewing ? (
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Mô tả">
              {SECURITY_POLICY_LABELS[viewing.key].description}
            </Descriptions.Item>
            <Descriptions.Item label="Trạng thái">
              {viewing.enabled ? 'Đang bật' : 'Đang tắt'}
            </Descriptions.Item>
            <Descriptions.Item label="Thiết lập">
              {describeSettings(viewing) ?? 'Không có thiết lập'}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Modal>
      {configuring ? (
        <PolicySettingsModal policy={configuring} onClose={() => setConfiguring(null)} />
      ) : null}
    </div>
  );
}

function PolicyCard({
  policy,
  onView,
  onConfigure,
}: {
  policy: SecurityPolicy;
  onView: () => void;
  onConfigure: () => void;
}) {
  const save = useSaveSecurityPolicy();
  const { message, modal } = App.useApp();
  const label = SECURITY_POLICY_LABELS[policy.key];

  const switchTo = (enabled: boolean) => {
    const run = () =>
      save.mutateAsync({ key: policy.key, enabled }).then(
        () => void message.success(`${enabled ? 'Đã bật' : 'Đã tắt'} ${label.name.toLowerCase()}`),
        (error: unknown) => void message.error(errorText(error, 'Không thể lưu chính sách.')),
      );
    if (enabled) return void run();
    modal.confirm({
      title: `Tắt chính sách "${label.name}"?`,
      content: 'Việc tắt chính sách làm giảm mức bảo mật và được ghi vào nhật ký kiểm toán.',
      okText: 'Tắt chính sách',
      okButtonProps: { danger: true },
      cancelText: 'Hủy',
      onOk: run,
    });
  };

  return (
    <Card
      className={styles.card}
      data-testid={`policy-${policy.key}`}
      title={label.name}
      extra={
        <Switch
          checked={policy.enabled}
          loading={save.isPending}
          onChange={switchTo}
          aria-label={`${policy.enabled ? 'Tắt' : 'Bật'} ${label.name}`}
        />
      }
    >
      <p className={styles.description}>{label.description}</p>
      <div className={styles.meta}>
        {policy.enabled ? <Tag color="green">Đang bật</Tag> : <Tag>Đang tắt</Tag>}
        {describeSettings(policy) ? <span>{describeSettings(policy)}</span> : null}
      </div>
      <div className={styles.actions}>
        <Button onClick={onView}>Xem</Button>
        <Button onClick={onConfigure} disabled={!hasSettings(policy)}>
          Cấu hình
        </Button>
      </div>
    </Card>
  );
}
