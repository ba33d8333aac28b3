import { CheckCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  formatPhone,
  PHONE_VERIFICATION_MESSAGES as M,
  phoneVerificationVerifySchema,
  type CurrentUser,
} from '@salon/shared';
import { Alert, App, Button, Form, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CodeInput } from '../../../components/CodeInput';
import { errorText } from '../../../lib/api-client';
import { zodRule } from '../../../lib/form-rules';
import { useCountdown } from '../../../lib/use-countdown';
import { useSendPhoneCode, useVerifyPhone } from '../api/phone-verification';

/** The phone's state beside it: proven, or not yet with the button that proves it. */
export function PhoneVerificationStatus({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  if (!user.phone) return null;
  if (user.phone_verified) {
    return (
      <Tag color="success" icon={<CheckCircleFilled />} data-testid="phone-status">
        {M.verifiedTag}
      </Tag>
    );
  }
  return (
    <>
      <Tag color="warning" data-testid="phone-status">
        {M.unverifiedTag}
      </Tag>
      <Button size="small" icon={<SafetyCertificateOutlined />} onClick={() => setOpen(true)}>
        Xác minh
      </Button>
      {open ? <PhoneVerificationModal user={user} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** A reminder at the top of the profile while the phone is not proven. */
export function PhoneVerificationNotice({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  if (!user.phone || user.phone_verified) return null;
  return (
    <>
      <Alert
        type="info"
        showIcon
        title="Xác minh số điện thoại của bạn"
        description={M.why}
        action={
          <Button type="primary" size="small" onClick={() => setOpen(true)}>
            Xác minh ngay
          </Button>
        }
        style={{ marginBottom: 16 }}
      />
      {open ? <PhoneVerificationModal user={user} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Sends a code by SMS, then takes it; the 60-second wait before another is shown. */
export function PhoneVerificationModal({
  user,
  onClose,
}: {
  user: CurrentUser;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ code: string }>();
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const { message } = App.useApp();
  const error = verify.error ?? send.error;

  const onSend = () => {
    verify.reset();
    send.mutate(undefined, {
      onSuccess: (sent) => {
        void message.success(M.codeSent);
        form.setFieldValue('code', '');
        setResendAt(Date.now() + sent.resend_after_seconds * 1000);
      },
    });
  };

  const onFinish = ({ code }: { code: string }) => {
    // mutateAsync, not mutate's callbacks: proving the phone reloads the user, which removes
    // the notice this dialog lives in, and mutate skips its callbacks once unmounted.
    verify.mutateAsync({ code }).then(
      (done) => {
        void message.success(
          done.joined_appointments > 0
            ? `${M.verified} ${done.joined_appointments} lịch hẹn đặt bằng số này đã vào tài khoản.`
            : M.verified,
        );
        onClose();
      },
      () => form.setFieldValue('code', ''),
    );
  };

  return (
    <Modal open title="Xác minh số điện thoại" onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        {M.why} Mã gồm 6 chữ số sẽ được gửi qua SMS đến{' '}
        <Typography.Text strong>{formatPhone(user.phone ?? '')}</Typography.Text> và có hiệu lực
        trong 10 phút.
      </Typography.Paragraph>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={errorText(error, M.sendFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {resendAt === null ? (
        <Button type="primary" block size="large" loading={send.isPending} onClick={onSend}>
          Gửi mã xác thực
        </Button>
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
          <Form.Item
            name="code"
            label="Mã xác thực"
            validateTrigger="onBlur"
            rules={[zodRule(phoneVerificationVerifySchema.shape.code)]}
          >
            <CodeInput autoFocus aria-label="Mã xác thực" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending}>
            Xác minh
          </Button>
          <Button
            block
            style={{ marginTop: 8 }}
            onClick={onSend}
            disabled={secondsLeft > 0}
            loading={send.isPending}
            data-testid="resend-phone-code"
          >
            {secondsLeft > 0 ? `Gửi lại mã (${secondsLeft}s)` : 'Gửi lại mã'}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
