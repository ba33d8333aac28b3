import { z } from 'zod';
import { isIsoDate } from '../time/salon-time.js';

/** Sessions and sign-in history: the account's "Phiên đăng nhập" and "Lịch sử đăng nhập". */

export const SIGN_IN_OUTCOMES = [
  'success',
  'failure',
  'locked',
  'two_factor_required',
  'two_factor_failure',
] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

export const SIGN_IN_OUTCOME_LABELS: Record<SignInOutcome, string> = {
  success: 'Thành công',
  failure: 'Thất bại',
  locked: 'Bị chặn tạm thời',
  two_factor_required: 'Chờ mã xác thực',
  two_factor_failure: 'Sai mã xác thực',
};

/** Why an attempt failed, as the history shows it. */
export const SIGN_IN_REASON_LABELS: Record<string, string> = {
  wrong_password: 'Sai mật khẩu',
  unknown_account: 'Tài khoản không tồn tại',
  wrong_portal: 'Sai trang đăng nhập',
  inactive: 'Tài khoản bị khóa',
  throttled: 'Thử sai quá nhiều lần',
  two_factor: 'Bằng mã xác thực hai lớp',
};

export const SESSION_LIMITS = {
  signInsPerPage: 10,
  /** Filter text (an address, an identifier) longer than this is refused. */
  filterMax: 100,
} as const;

export const SESSION_MESSAGES = {
  sessionNotFound: 'Không tìm thấy phiên đăng nhập.',
  userNotFound: 'Không tìm thấy nhân viên.',
  sessionEnded: 'Đã đăng xuất phiên đăng nhập.',
  othersEnded: (count: number) => `Đã đăng xuất ${count} thiết bị khác.`,
  allEnded: (count: number) => `Đã đăng xuất ${count} phiên đăng nhập.`,
  invalidId: 'Mã phiên không hợp lệ.',
  invalidUser: 'Mã nhân viên không hợp lệ.',
  invalidPage: 'Số trang không hợp lệ.',
  invalidOutcome: 'Kết quả đăng nhập không hợp lệ.',
  invalidRole: 'Vai trò không hợp lệ.',
  invalidDate: 'Ngày không hợp lệ (YYYY-MM-DD).',
  dateOrder: 'Ngày bắt đầu phải trước ngày kết thúc.',
  filterTooLong: `Nội dung lọc tối đa ${SESSION_LIMITS.filterMax} ký tự.`,
  newDeviceSubject: 'Đăng nhập từ thiết bị mới',
} as const;
const M = SESSION_MESSAGES;

/** One active session as its owner (or an admin) sees it. */
export interface SessionDto {
  id: number;
  device: string;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  /** The session of the request that asked. */
  current: boolean;
}

export interface SignInEventDto {
  id: number;
  occurred_at: string;
  user_id: number | null;
  user_name: string | null;
  role: string | null;
  identifier: string;
  outcome: SignInOutcome;
  outcome_label: string;
  reason: string | null;
  reason_label: string | null;
  ip: string | null;
  device: string;
  known_device: boolean;
}

const page = z.coerce
  .number({ error: M.invalidPage })
  .int(M.invalidPage)
  .min(1, M.invalidPage)
  .max(100_000, M.invalidPage)
  .default(1);
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);
const date = z
  .string({ error: M.invalidDate })
  .refine((value) => isIsoDate(value), M.invalidDate)
  .optional();

export const sessionIdParamsSchema = z.object({ id: id(M.invalidId) });
export const signInHistoryQuerySchema = z.object({ page });
export const staffSessionsQuerySchema = z.object({ user_id: id(M.invalidUser) });

export const adminSignInQuerySchema = z
  .object({
    page,
    outcome: z.enum(SIGN_IN_OUTCOMES, { error: M.invalidOutcome }).optional(),
    role: z.enum(['customer', 'staff', 'manager', 'admin'], { error: M.invalidRole }).optional(),
    user_id: id(M.invalidUser).optional(),
    /** The start of an address ("113.161.") or the identifier typed. */
    ip: z.string().trim().max(SESSION_LIMITS.filterMax, M.filterTooLong).optional(),
    identifier: z.string().trim().max(SESSION_LIMITS.filterMax, M.filterTooLong).optional(),
    from: date,
    to: date,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.dateOrder, path: ['to'] });
export type AdminSignInQuery = z.output<typeof adminSignInQuerySchema>;

/** The e-mail sent when an account signs in from a browser it was never used in. */
export function newDeviceMailText(input: {
  name: string;
  company: string;
  /** Already written in the salon's zone. */
  time: string;
  device: string;
  ip: string | null;
  securityUrl: string;
}): { subject: string; body: string } {
  return {
    subject: M.newDeviceSubject,
    body: [
      `Xin chào ${input.name},`,
      '',
      `Tài khoản của bạn tại ${input.company} vừa đăng nhập từ một thiết bị chưa từng dùng trước đây.`,
      '',
      `Thời gian: ${input.time} (giờ Việt Nam)`,
      `Thiết bị: ${input.device}`,
      `Địa chỉ IP: ${input.ip ?? 'không rõ'}`,
      '',
      'Nếu đó là bạn, bạn không cần làm gì thêm.',
      'Nếu không phải bạn, hãy đổi mật khẩu ngay và đăng xuất khỏi các thiết bị khác tại:',
      input.securityUrl,
      '',
      `${input.company}`,
    ].join('\n'),
  };
}
