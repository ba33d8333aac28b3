/**
 * What an audit entry keeps of a change: the fields that changed, with their values before
 * and after. Secrets are never kept, and a person's own details (name, phone, e-mail,
 * address, birthday) are kept as 'changed' without their values, so that the log, which can
 * never be edited, holds nothing an erasure request would have to remove.
 */

export interface AuditFieldChange {
  before: unknown;
  after: unknown;
}
export type AuditChanges = Record<string, AuditFieldChange>;

/** The value shown in place of a personal detail. */
export const AUDIT_MASK = '[ẩn]';

const SECRET = /(password|token|secret|hash|otp|recovery|totp|code_digest|api_key|signature)/i;
/** Records about a person, where even `name` is theirs (a product's name is not). */
const PERSON_RESOURCES = new Set([
  'customer',
  'staff',
  'account',
  'contact',
  'privacy_request',
  'consent',
]);
const PERSON_NAME = new Set(['name', 'full_name']);
const PERSONAL = new Set([
  'customer_name',
  'recipient_name',
  'shipping_name',
  'email',
  'customer_email',
  'phone',
  'customer_phone',
  'shipping_phone',
  'address',
  'address_line_1',
  'address_line_2',
  'shipping_address',
  'date_of_birth',
  'birthday',
  'avatar',
  'avatar_url',
  'tax_code',
  'company_name',
  'company_address',
]);

export function isSecretField(field: string): boolean {
  return SECRET.test(field);
}

/** A person's own detail; `resource` decides whether a plain `name` is a person's. */
export function isPersonalField(field: string, resource?: string): boolean {
  if (PERSON_NAME.has(field)) return resource === undefined || PERSON_RESOURCES.has(resource);
  return PERSONAL.has(field);
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function same(a: unknown, b: unknown): boolean {
  if (a == null || b == null) return a == null && b == null;
  if (typeof a === 'object' || typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  // A count read as 5 from one engine and '5' from another is the same value.
  return text(a) === text(b);
}

const BOOKKEEPING = ['updated_at', 'created_at', 'name_key', 'search_text'];

/**
 * The changed fields between two records (either may be null: a creation or a deletion).
 * Only keys present on at least one side count; bookkeeping columns are left out. `resource`
 * tells a person's name (masked) from a product's (kept).
 */
export function auditChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  resource?: string,
): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (BOOKKEEPING.includes(key) || isSecretField(key)) continue;
    const was = before ? before[key] : undefined;
    const now = after ? after[key] : undefined;
    if (same(was, now)) continue;
    changes[key] = isPersonalField(key, resource)
      ? { before: was == null ? null : AUDIT_MASK, after: now == null ? null : AUDIT_MASK }
      : { before: was ?? null, after: now ?? null };
  }
  return changes;
}
