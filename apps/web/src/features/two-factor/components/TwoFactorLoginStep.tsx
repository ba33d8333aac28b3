import { twoFactorCodeSchema, type CurrentUser } from '@salon/shared';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { CodeInput } from '../../../components/CodeInput';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { ApiError } from '../../../lib/api-client';
import { zodRule } from '../../../lib/form-rules';
import { useTwoFactorLogin } from '../api/two-factor';

/** The sign-in's second step: the code from the app, or a recovery code. */
export function TwoFactorLoginStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (user: CurrentUser) => void;
  onRestart: () => void;
}) {
  const login = useTwoFactorLogin();
  const [recovery, setRecovery] = useState(false);
  const expired =
    login.error instanceof ApiError && login.error.code === 'TWO_FACTOR_CHALLENGE_EXPIRED';
  return (
    <div>
      <p style={{ marginTop: 0 }}>
        {recovery
          ? 'Nhập một mã khôi phục bạn đã lưu khi bật xác thực hai lớp.'
          : 'Nhập mã 6 chữ số từ ứng dụng xác thực trên điện thoại của bạn.'}
      </p>
      <FormErrorAlert title="Không thể xác thực" error={login.error} onClose={login.reset} />
      {expired ? (
        <Button block onClick={onRestart}>
          Đăng nhập lại
        </Button>
      ) : (
        <Form
          key={recovery ? 'recovery' : 'code'}
          layout="vertical"
          size="large"
          requiredMark={false}
          onFinish={(values: { code?: string; recovery_code?: string }) =>
            login.mutate({ challenge, ...values }, { onSuccess: onSignedIn })
          }
        >
          {recovery ? (
            <Form.Item
              name="recovery_code"
              label="Mã khôi phục"
              rules={[{ required: true, message: 'Vui lòng nhập mã khôi phục.' }]}
            >
              <Input autoComplete="one-time-code" placeholder="xxxxx-xxxxx" />
            </Form.Item>
          ) : (
            <Form.Item
              name="code"
              label="Mã xác thực"
              validateTrigger="onBlur"
              rules={[zodRule(twoFactorCodeSchema.shape.code)]}
            >
              <CodeInput autoFocus aria-label="Mã xác thực" />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            Xác nhận
          </Button>
        </Form>
      )}
      <Button type="link" block onClick={() => setRecovery(!recovery)}>
        {recovery ? 'Dùng mã từ ứng dụng' : 'Dùng mã khôi phục'}
      </Button>
    </div>
  );
}
