import { passwordStrength, type PasswordStrengthLevel } from '@salon/shared';
import { Progress, Typography } from 'antd';

const COLORS: Record<PasswordStrengthLevel, string> = {
  weak: '#ff4d4f',
  medium: '#faad14',
  good: '#1677ff',
  strong: '#52c41a',
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <div data-testid="password-strength" style={{ marginTop: -12, marginBottom: 12 }}>
      <Progress
        percent={strength.score}
        showInfo={false}
        strokeColor={COLORS[strength.level]}
        size="small"
      />
      <Typography.Text style={{ color: COLORS[strength.level], fontSize: 13 }}>
        Độ mạnh mật khẩu: {strength.label}
      </Typography.Text>
    </div>
  );
}
