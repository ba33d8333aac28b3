import { PASSWORD_RESET_MESSAGES as M, type PasswordResetChannel } from '@salon/shared';
import { Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/AuthCard';
import { CodeStep } from '../components/forgot-password/CodeStep';
import { ForgotPasswordSteps } from '../components/forgot-password/ForgotPasswordSteps';
import { IdentifierStep } from '../components/forgot-password/IdentifierStep';
import { NewPasswordStep } from '../components/forgot-password/NewPasswordStep';

type Step = 'email' | 'verification' | 'newPassword' | 'success';
const STEP_INDEX: Record<Step, number> = { email: 0, verification: 1, newPassword: 2, success: 3 };

/**
 * /customer/forgot-password (customer-account §4): email, then verification, then the new
 * password, then success. The code comes by e-mail or SMS; a new one after 60 s.
 */
export function ForgotPasswordPage() {
  usePageTitle('Quên mật khẩu');
  const [step, setStep] = useState<Step>('email');
  const [identifier, setIdentifier] = useState('');
  const [channel, setChannel] = useState<PasswordResetChannel>('email');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [resetToken, setResetToken] = useState('');

  return (
    <AuthCard
      title="Quên mật khẩu"
      subtitle={
        step === 'success'
          ? undefined
          : 'Nhập email hoặc số điện thoại của tài khoản. Chúng tôi sẽ gửi mã xác thực gồm 6 chữ số để bạn đặt mật khẩu mới.'
      }
    >
      <ForgotPasswordSteps current={STEP_INDEX[step]} />
      {step === 'email' ? (
        <IdentifierStep
          initialIdentifier={identifier}
          onSent={(sentTo, sent) => {
            setIdentifier(sentTo);
            setChannel(sent.channel);
            setResendAt(Date.now() + sent.resend_after_seconds * 1000);
            setStep('verification');
          }}
        />
      ) : null}
      {step === 'verification' ? (
        <CodeStep
          identifier={identifier}
          channel={channel}
          resendAt={resendAt}
          onResent={(seconds) => setResendAt(Date.now() + seconds * 1000)}
          onVerified={(token) => {
            setResetToken(token);
            setStep('newPassword');
          }}
          onChangeIdentifier={() => setStep('email')}
        />
      ) : null}
      {step === 'newPassword' ? (
        <NewPasswordStep resetToken={resetToken} onDone={() => setStep('success')} />
      ) : null}
      {step === 'success' ? (
        <Result
          status="success"
          title={M.passwordUpdated}
          subTitle="Bạn có thể đăng nhập bằng mật khẩu mới. Các phiên đăng nhập cũ trên mọi thiết bị đã kết thúc."
          extra={[
            <LinkButton key="login" type="primary" to="/customer/login">
              Đăng nhập
            </LinkButton>,
            <LinkButton key="home" to="/">
              Về trang chủ
            </LinkButton>,
          ]}
        />
      ) : null}
      {step !== 'success' ? (
        <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          Nhớ mật khẩu? <Link to="/customer/login">Đăng nhập</Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
