import { AUDIT_MASK, auditChanges, type AuditChanges } from '@salon/shared';

/**
 * The fields of a row an audit entry compares, so that before and after hold the same keys
 * (bookkeeping columns and joined names left out).
 */
export function auditFields(
  row: object | null | undefined,
  keys: readonly string[],
): Record<string, unknown> | null {
  if (!row) return null;
  const values = row as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (key in values) picked[key] = values[key];
  return picked;
}

/** The keys of a record (for the field lists of `auditFields`). */
export function keysOf(value: object): string[] {
  return Object.keys(value);
}

/**
 * The changes between two records, with `personal` fields (someone's name in a column the
 * shared list does not know, like a supplier's contact person) masked as personal data is.
 */
export function auditChangesMasking(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  personal: readonly string[],
): AuditChanges {
  const changes = auditChanges(before, after);
  for (const field of personal) {
    const change = changes[field];
    if (!change) continue;
    changes[field] = {
      before: change.before == null ? null : AUDIT_MASK,
      after: change.after == null ? null : AUDIT_MASK,
    };
  }
  return changes;
}
