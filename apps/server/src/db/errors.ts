/**
 * The column behind a unique-constraint failure, or null when the error is something else.
 * SQLite: "UNIQUE constraint failed: users.email"; PostgreSQL: code 23505 on "users_email_key".
 */
export function uniqueViolationColumn(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const match = /UNIQUE constraint failed: \w+\.(\w+)/.exec(error.message);
    return match?.[1] ?? '';
  }
  if (code === '23505') {
    const detail = (error as { detail?: unknown }).detail;
    const match = typeof detail === 'string' ? /^Key \((\w+)/.exec(detail) : null;
    return match?.[1] ?? '';
  }
  return null;
}

/**
 * True when a delete or update failed because another row still refers to this one.
 * SQLite: SQLITE_CONSTRAINT_FOREIGNKEY; PostgreSQL: code 23503.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
