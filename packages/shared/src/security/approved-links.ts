import { z } from 'zod';

/**
 * Broadcasts are not a phishing tool (issue 15, item 3): a link sent to customers or staff (a
 * notification's, a broadcast's, a campaign's) is a path of our own site, or an absolute
 * https:// address whose host is the site's own or one an admin approved.
 */

export const APPROVED_LINK_LIMITS = { hostMax: 253, noteMax: 200, maxHosts: 200 } as const;

export const APPROVED_LINK_MESSAGES = {
  linkForeign:
    'Liên kết phải dẫn tới trang của chúng tôi hoặc một địa chỉ đã được quản trị viên duyệt',
  linkInvalid: 'Liên kết phải là đường dẫn bắt đầu bằng / hoặc địa chỉ https://',
  hostRequired: 'Vui lòng nhập tên miền cần duyệt',
  hostInvalid: 'Tên miền không hợp lệ (ví dụ: doitac.vn)',
  hostTooLong: `Tên miền tối đa ${APPROVED_LINK_LIMITS.hostMax} ký tự`,
  noteTooLong: `Ghi chú tối đa ${APPROVED_LINK_LIMITS.noteMax} ký tự`,
  hostOwn: 'Đây là tên miền của trang, không cần duyệt',
  hostTaken: 'Tên miền này đã được duyệt',
  tooMany: `Chỉ được duyệt tối đa ${APPROVED_LINK_LIMITS.maxHosts} tên miền`,
  notFound: 'Không tìm thấy tên miền đã duyệt',
  added: 'Đã duyệt tên miền',
  removed: 'Đã bỏ duyệt tên miền',
  title: 'Địa chỉ liên kết được duyệt',
  description:
    'Thông báo chỉ được chứa liên kết tới trang của chúng tôi hoặc các tên miền trong danh sách này.',
  empty: 'Chưa duyệt tên miền nào',
  loadFailed: 'Không tải được danh sách tên miền',
} as const;

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name as stored and compared: lowercase ASCII (an internationalised name as its
 * punycode), no port, no trailing dot. Null when it is not a plain host name (with a dot).
 */
export function normaliseLinkHost(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (!text || /[\s/\\@:?#]/.test(text)) return null;
  let host: string;
  try {
    host = new URL(`https://${text}/`).hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label))) return null;
  if (/^\d+$/.test(labels.at(-1) ?? '')) return null;
  return host;
}

export type LinkVerdict = 'ok' | 'invalid' | 'foreign';

/**
 * Checks a link against the site's address and the approved hosts. A path must not start with
 * `//` (protocol-relative: another host); an absolute address must be https (or the site's own
 * scheme), carry no user name or password (`https://oursite@evil.com` goes to evil.com), and its
 * host must equal the site's or an approved one exactly (no look-alikes, no sub-domains).
 */
export function checkLink(
  value: string,
  site: { publicUrl: string | null | undefined; approvedHosts: readonly string[] },
): LinkVerdict {
  // Control characters, spaces and backslashes are read differently by browsers.
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(value) || value.length === 0) return 'invalid';
  if (value.startsWith('/')) return value.startsWith('//') ? 'foreign' : 'ok';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  let own: URL | null = null;
  try {
    own = site.publicUrl ? new URL(site.publicUrl) : null;
  } catch {
    own = null;
  }
  const isOwn = own !== null && url.hostname === own.hostname;
  if (url.protocol !== 'https:' && !(isOwn && url.protocol === own?.protocol)) return 'invalid';
  if (url.username || url.password) return 'foreign';
  if (isOwn) return 'ok';
  return site.approvedHosts.includes(url.hostname) ? 'ok' : 'foreign';
}

/** The message for a refused link (null: accepted). */
export function linkRefusal(
  value: string,
  site: { publicUrl: string | null | undefined; approvedHosts: readonly string[] },
): string | null {
  const verdict = checkLink(value, site);
  if (verdict === 'ok') return null;
  return verdict === 'invalid'
    ? APPROVED_LINK_MESSAGES.linkInvalid
    : APPROVED_LINK_MESSAGES.linkForeign;
}

export const approvedLinkCreateSchema = z.object({
  host: z
    .string({ error: APPROVED_LINK_MESSAGES.hostRequired })
    .trim()
    .min(1, APPROVED_LINK_MESSAGES.hostRequired)
    .max(APPROVED_LINK_LIMITS.hostMax, APPROVED_LINK_MESSAGES.hostTooLong)
    // An address pasted whole is reduced to its host.
    .transform((value) => {
      if (!/^https?:\/\//i.test(value)) return value;
      try {
        const url = new URL(value);
        return url.username || url.password ? '' : url.hostname;
      } catch {
        return '';
      }
    })
    .transform((value, ctx) => {
      const host = normaliseLinkHost(value);
      if (host) return host;
      ctx.addIssue({ code: 'custom', message: APPROVED_LINK_MESSAGES.hostInvalid });
      return z.NEVER;
    }),
  note: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .string({ error: APPROVED_LINK_MESSAGES.noteTooLong })
      .trim()
      .max(APPROVED_LINK_LIMITS.noteMax, APPROVED_LINK_MESSAGES.noteTooLong)
      .nullable(),
  ),
});
export type ApprovedLinkCreateInput = z.input<typeof approvedLinkCreateSchema>;

export interface ApprovedLinkDto {
  id: number;
  host: string;
  note: string | null;
  created_at: string;
  created_by: { id: number; name: string } | null;
}
