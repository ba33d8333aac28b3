import { ROLE_LABELS, type SecurityPolicy } from '@salon/shared';

/** The settings of a policy in words, for its card. */
export function describeSettings(policy: SecurityPolicy): string | null {
  const settings = policy.settings as Record<string, unknown>;
  switch (policy.key) {
    case 'two_factor_staff':
      return `Áp dụng cho: ${(settings.roles as string[])
        .map((role) => ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? role)
        .join(', ')}`;
    case 'session_idle_timeout':
      return `Sau ${String(settings.minutes)} phút không hoạt động`;
    case 'password_max_age':
      return `Đổi mật khẩu sau ${String(settings.days)} ngày`;
    default:
      return null;
  }
}

/** Whether the policy has settings to configure. */
export function hasSettings(policy: SecurityPolicy): boolean {
  return Object.keys(policy.settings).length > 0;
}
