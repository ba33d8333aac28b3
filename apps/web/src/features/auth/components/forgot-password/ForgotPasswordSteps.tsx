import { PASSWORD_RESET_STEPS } from '@salon/shared';
import { Steps } from 'antd';

/** The three-step indicator: Email, Xác thực, Mật khẩu mới (all done on the success screen). */
export function ForgotPasswordSteps({ current }: { current: number }) {
  return (
    <Steps
      size="small"
      titlePlacement="vertical"
      responsive={false}
      current={current}
      items={PASSWORD_RESET_STEPS.map((title) => ({ title }))}
      style={{ marginBottom: 24 }}
    />
  );
}
