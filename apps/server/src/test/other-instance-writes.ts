import type { Engine } from '../db/database.js';

/**
 * Reads until `seen` holds, for a change committed through another instance or connection.
 * SQLite sees such a commit on the very next read, so it reads once. PostgreSQL learns of it
 * from the schema's data-change notice a moment after the commit (docs/architecture.md), so
 * there the read is repeated for up to a second. Returns the last answer for the caller to check.
 */
export async function readOtherInstanceWrite<T>(
  engine: Engine,
  read: () => Promise<T>,
  seen: (answer: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + (engine === 'postgres' ? 1_000 : 0);
  for (;;) {
    const answer = await read();
    if (seen(answer) || Date.now() >= deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
