import {
  PASSWORD_RESET_MESSAGES as M,
  passwordResetVerifySchema,
  type PasswordResetChannel,
} from '@salon/shared';
import { Alert, App, Button, Form, Typography } from 'antd';
import { CodeInput } from '../../../../components/CodeInput';
import { zodRule } from '../../../../lib/form-rules';
import { useRequestResetCode, useVerifyResetCode } from '../../api/password-reset';
import { useDismissibleError } from '../../use-dismissible-error';
import { useCountdown } from '../../../../lib/use-countdown';

/** Step 2: the 6-digit code, with the 60-second countdown before it can be sent again. */
export function CodeStep({
  identifier,
  channel,
  resendAt,
  onResent,
  onVerified,
  onChangeIdentifier,
}: {
  identifier: string;
  channel: PasswordResetChannel;
  resendAt: number | null;
  onResent: (resendAfterSeconds: number) => void;
  onVerified: (resetToken: string) => void;
  onChangeIdentifier: () => void;
}) {
  const [form] = Form.useForm<{ code: string }>();
  const verify = useVerifyResetCode();
  const resend = useRequestResetCode();
  const { visibleError, dismiss } = useDismissibleError(verify.error ?? resend.error);
  const secondsLeft = useCountdown(resendAt);
  const { message } = App.useApp();

  const onFinish = ({ code }: { code: string }) => {
    verify.mutate(
      { identifier, code },
      {
        onSuccess: (verified) => {
          void message.success(M.verified);
          onVerified(verified.reset_token);
        },
        onError: () => form.setFieldValue('code', ''),
      },
    );
  };

  const onResend = () => {
    verify.reset();
    resend.mutate(
      { identifier },
      {
        onSuccess: (sent) => {
          void message.success(M.resent);
          form.setFieldValue('code', '');
          onResent(sent.resend_after_seconds);
        },
      },
    );
  };

  return (
    <>
      <Typography.Paragraph>
        Nhập mã gồm 6 chữ số đã được gửi đến {channel === 'sms' ? 'số điện thoại' : 'email'}{' '}
        <Typography.Text strong>{identifier}</Typography.Text>. Mã có hiệu lực trong 10 phút.
      </Typography.Paragraph>
      {visibleError ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: dismiss }}
          title={visibleError.message}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={dismiss}
      >
        <Form.Item
          name="code"
          label="Mã xác thực"
          validateTrigger="onBlur"
          rules={[zodRule(passwordResetVerifySchema.shape.code)]}
        >
          <CodeInput autoFocus aria-label="Mã xác thực" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={verify.isPending}>
          Xác thực
        </Button>
      </Form>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 8,
          marginTop: 16,
        }}
      >
        <Button type="link" onClick={onChangeIdentifier} style={{ paddingInline: 0 }}>
          Đổi email / số điện thoại
        </Button>
        <Button
          onClick={onResend}
          disabled={secondsLeft > 0}
          loading={resend.isPending}
          data-testid="resend-code"
        >
          {secondsLeft > 0 ? M.resendIn(secondsLeft) : M.resend}
        </Button>
      </div>
    </>
  );
}
