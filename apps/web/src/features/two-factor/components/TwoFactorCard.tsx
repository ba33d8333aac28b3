import { SafetyCertificateOutlined } from '@ant-design/icons';
import { twoFactorDisableSchema, type TwoFactorDisableInput } from '@salon/shared';
import { Alert, App, Button, Form, Input, Modal, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { CodeInput } from '../../../components/CodeInput';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { zodRule } from '../../../lib/form-rules';
import {
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useTwoFactorRefresh,
  useTwoFactorStatus,
} from '../api/two-factor';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorEnrol } from './TwoFactorEnrol';
import styles from './two-factor.module.css';

/** The profile's two-factor section: turn on, new recovery codes, turn off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<'disable' | 'codes' | null>(null);

  return (
    <div data-testid="two-factor-card">
      <h3>
        <SafetyCertificateOutlined /> Xác thực hai lớp{' '}
        {status.data ? (
          status.data.enabled ? (
            <Tag color="green">Đang bật</Tag>
          ) : (
            <Tag>Chưa bật</Tag>
          )
        ) : null}
      </h3>
      {status.isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {status.isError ? (
        <Alert
          type="error"
          showIcon
          title="Không thể tải trạng thái xác thực hai lớp"
          action={<Button onClick={() => void status.refetch()}>Thử lại</Button>}
        />
      ) : null}
      {status.data && !status.data.enabled ? (
        <>
          <p>
            Khi đăng nhập, ngoài mật khẩu bạn nhập thêm mã từ ứng dụng xác thực trên điện thoại.
            {status.data.required
              ? ' Chính sách bảo mật yêu cầu vai trò của bạn bật tính năng này.'
              : ''}
          </p>
          <TwoFactorEnrol />
        </>
      ) : null}
      {status.data?.enabled ? (
        <>
          <p>Còn {status.data.recovery_codes_left} mã khôi phục chưa dùng.</p>
          <div className={styles.actions}>
            <Button onClick={() => setDialog('codes')}>Tạo mã khôi phục mới</Button>
            <Button danger disabled={status.data.required} onClick={() => setDialog('disable')}>
              Tắt xác thực hai lớp
            </Button>
          </div>
          {status.data.required ? (
            <p className={styles.steps}>
              Chính sách bảo mật yêu cầu vai trò của bạn giữ tính năng này.
            </p>
          ) : null}
        </>
      ) : null}
      <DisableDialog open={dialog === 'disable'} onClose={() => setDialog(null)} />
      <NewCodesDialog open={dialog === 'codes'} onClose={() => setDialog(null)} />
    </div>
  );
}

function DisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const { message } = App.useApp();
  const [form] = Form.useForm<TwoFactorDisableInput>();
  const close = () => {
    form.resetFields();
    disable.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      title="Tắt xác thực hai lớp"
      onCancel={close}
      okText="Tắt"
      okButtonProps={{ danger: true, loading: disable.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <FormErrorAlert title="Không thể tắt" error={disable.error} onClose={disable.reset} />
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          disable.mutate(values, {
            onSuccess: () => {
              void message.success('Đã tắt xác thực hai lớp.');
              close();
            },
          })
        }
      >
        <Form.Item
          name="password"
          label="Mật khẩu"
          rules={[zodRule(twoFactorDisableSchema.shape.password)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="code"
          label="Mã xác thực"
          validateTrigger="onBlur"
          rules={[zodRule(twoFactorDisableSchema.shape.code)]}
        >
          <CodeInput aria-label="Mã xác thực" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function NewCodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const refresh = useTwoFactorRefresh();
  const [form] = Form.useForm<{ code: string }>();
  const close = () => {
    form.resetFields();
    regenerate.reset();
    void refresh();
    onClose();
  };
  return (
    <Modal
      open={open}
      title="Tạo mã khôi phục mới"
      onCancel={close}
      footer={regenerate.data ? null : undefined}
      okText="Tạo mã mới"
      okButtonProps={{ loading: regenerate.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {regenerate.data ? (
        <RecoveryCodes codes={regenerate.data.recovery_codes} onDone={close} />
      ) : (
        <>
          <p>Các mã cũ sẽ hết hiệu lực. Nhập mã từ ứng dụng xác thực để tiếp tục.</p>
          <FormErrorAlert
            title="Không thể tạo mã"
            error={regenerate.error}
            onClose={regenerate.reset}
          />
          <Form form={form} layout="vertical" onFinish={(values) => regenerate.mutate(values.code)}>
            <Form.Item
              name="code"
              label="Mã xác thực"
              validateTrigger="onBlur"
              rules={[zodRule(twoFactorDisableSchema.shape.code)]}
            >
              <CodeInput aria-label="Mã xác thực" />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
