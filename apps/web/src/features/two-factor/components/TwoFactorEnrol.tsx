import { SafetyOutlined } from '@ant-design/icons';
import { twoFactorCodeSchema, type TwoFactorCodeInput } from '@salon/shared';
import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { CodeInput } from '../../../components/CodeInput';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { zodRule } from '../../../lib/form-rules';
import {
  useConfirmTwoFactor,
  useStartTwoFactorSetup,
  useTwoFactorRefresh,
} from '../api/two-factor';
import { QrImage } from './QrImage';
import { RecoveryCodes } from './RecoveryCodes';
import styles from './two-factor.module.css';

/**
 * Turning two-factor on: a new secret as a QR code and as text, a first code from the app to
 * confirm it, then the recovery codes (shown once).
 */
export function TwoFactorEnrol() {
  const refresh = useTwoFactorRefresh();
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [form] = Form.useForm<TwoFactorCodeInput>();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={() => void refresh()} />;

  if (!start.data) {
    return (
      <div>
        <FormErrorAlert title="Không thể bắt đầu" error={start.error} onClose={start.reset} />
        <Button
          type="primary"
          icon={<SafetyOutlined />}
          loading={start.isPending}
          onClick={() => start.mutate()}
        >
          Bật xác thực hai lớp
        </Button>
      </div>
    );
  }

  const { secret, otpauth_uri } = start.data;
  return (
    <div>
      <ol className={styles.steps}>
        <li>
          Mở ứng dụng xác thực (Google Authenticator, Microsoft Authenticator, Authy…) và quét mã
          QR, hoặc nhập khóa bên dưới.
        </li>
        <li>Nhập mã 6 chữ số ứng dụng hiển thị.</li>
      </ol>
      <div className={styles.setup}>
        <QrImage text={otpauth_uri} alt="Mã QR cho ứng dụng xác thực" />
        <div>
          <Typography.Text type="secondary">Khóa thiết lập</Typography.Text>
          <div className={styles.secret} data-testid="two-factor-secret">
            <Typography.Text copyable={{ text: secret }}>{secret}</Typography.Text>
          </div>
        </div>
      </div>
      <FormErrorAlert
        title="Không thể bật xác thực hai lớp"
        error={confirm.error}
        onClose={confirm.reset}
      />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          confirm.mutate(values.code, { onSuccess: (data) => setCodes(data.recovery_codes) })
        }
      >
        <Form.Item
          name="code"
          label="Mã xác thực"
          validateTrigger="onBlur"
          rules={[zodRule(twoFactorCodeSchema.shape.code)]}
        >
          <CodeInput aria-label="Mã xác thực" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          Xác nhận
        </Button>
      </Form>
    </div>
  );
}
