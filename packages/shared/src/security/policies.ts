import { z } from 'zod';

/**
 * The security policies an admin switches on the security screen. Each is stored and acts:
 * the server reads it where it applies (sign-in, every request, a customer record view).
 */

export const SECURITY_POLICY_KEYS = [
  'two_factor_staff',
  'session_idle_timeout',
  'password_max_age',
  'new_device_alert',
  'record_view_logging',
] as const;
export type SecurityPolicyKey = (typeof SECURITY_POLICY_KEYS)[number];

export interface SecurityPolicySettings {
  two_factor_staff: { roles: ('admin' | 'manager' | 'staff')[] };
  session_idle_timeout: { minutes: number };
  password_max_age: { days: number };
  new_device_alert: Record<string, never>;
  record_view_logging: Record<string, never>;
}

export interface SecurityPolicy<K extends SecurityPolicyKey = SecurityPolicyKey> {
  key: K;
  enabled: boolean;
  settings: SecurityPolicySettings[K];
}

export const SECURITY_POLICY_DEFAULTS: { [K in SecurityPolicyKey]: SecurityPolicy<K> } = {
  two_factor_staff: {
    key: 'two_factor_staff',
    enabled: false,
    settings: { roles: ['admin', 'manager'] },
  },
  session_idle_timeout: { key: 'session_idle_timeout', enabled: true, settings: { minutes: 120 } },
  password_max_age: { key: 'password_max_age', enabled: false, settings: { days: 90 } },
  new_device_alert: { key: 'new_device_alert', enabled: true, settings: {} },
  record_view_logging: { key: 'record_view_logging', enabled: true, settings: {} },
};

export const SECURITY_POLICY_LABELS: Record<
  SecurityPolicyKey,
  { name: string; description: string }
> = {
  two_factor_staff: {
    name: 'Xác thực hai lớp',
    description: 'Quản trị viên và quản lý đăng nhập bằng mật khẩu và mã từ ứng dụng xác thực.',
  },
  session_idle_timeout: {
    name: 'Tự đăng xuất khi không hoạt động',
    description: 'Phiên đăng nhập kết thúc sau một khoảng thời gian không sử dụng.',
  },
  password_max_age: {
    name: 'Thời hạn mật khẩu',
    description: 'Nhân viên phải đổi mật khẩu sau số ngày quy định.',
  },
  new_device_alert: {
    name: 'Cảnh báo đăng nhập thiết bị mới',
    description: 'Gửi e-mail khi tài khoản đăng nhập từ một thiết bị chưa từng dùng.',
  },
  record_view_logging: {
    name: 'Ghi nhật ký xem hồ sơ khách hàng',
    description: 'Mỗi lần xem hồ sơ khách hàng được ghi vào nhật ký kiểm toán.',
  },
};

export const POLICY_LIMITS = {
  idleMinutes: { min: 5, max: 1440 },
  passwordDays: { min: 30, max: 365 },
} as const;

export const POLICY_MESSAGES = {
  minutesRange: `Số phút phải từ ${POLICY_LIMITS.idleMinutes.min} đến ${POLICY_LIMITS.idleMinutes.max}.`,
  daysRange: `Số ngày phải từ ${POLICY_LIMITS.passwordDays.min} đến ${POLICY_LIMITS.passwordDays.max}.`,
  wholeNumber: 'Vui lòng nhập một số nguyên.',
  rolesRequired: 'Chọn ít nhất một vai trò.',
  roleInvalid: 'Vai trò không hợp lệ.',
  enabledRequired: 'Vui lòng cho biết bật hay tắt chính sách.',
  noSettings: 'Chính sách này không có thiết lập.',
  unknownPolicy: 'Không tìm thấy chính sách.',
  saved: 'Đã lưu chính sách bảo mật.',
} as const;

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z
    .number({ error: POLICY_MESSAGES.wholeNumber })
    .int(POLICY_MESSAGES.wholeNumber)
    .min(range.min, message)
    .max(range.max, message);

const emptySettings = z.strictObject({}, { error: POLICY_MESSAGES.noSettings });

/** The settings each policy takes, checked when an admin saves it. */
export const securityPolicySettingsSchemas = {
  two_factor_staff: z
    .object({
      roles: z
        .array(z.enum(['admin', 'manager', 'staff'], { error: POLICY_MESSAGES.roleInvalid }), {
          error: POLICY_MESSAGES.rolesRequired,
        })
        .min(1, POLICY_MESSAGES.rolesRequired)
        .max(3, POLICY_MESSAGES.roleInvalid)
        .transform((roles) => [...new Set(roles)]),
    })
    .strict(),
  session_idle_timeout: z
    .object({ minutes: wholeNumber(POLICY_LIMITS.idleMinutes, POLICY_MESSAGES.minutesRange) })
    .strict(),
  password_max_age: z
    .object({ days: wholeNumber(POLICY_LIMITS.passwordDays, POLICY_MESSAGES.daysRange) })
    .strict(),
  new_device_alert: emptySettings,
  record_view_logging: emptySettings,
} satisfies { [K in SecurityPolicyKey]: z.ZodType<SecurityPolicySettings[K], unknown> };

/** PUT /api/admin/security/policies/:key: the switch and the settings (checked per key). */
export const securityPolicyUpdateSchema = z.object({
  enabled: z.boolean({ error: POLICY_MESSAGES.enabledRequired }),
  // Omitted: the settings stay as they are (a switch only).
  settings: z.record(z.string(), z.unknown()).optional(),
});
export type SecurityPolicyUpdateInput = z.input<typeof securityPolicyUpdateSchema>;
