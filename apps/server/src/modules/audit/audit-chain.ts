import { createHash } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import type { AuditLogTable } from '../../db/schema.js';

export const GENESIS_HASH = '0'.repeat(64);

type AuditRow = Selectable<AuditLogTable>;

/** The hash of a sealed row: its place, the previous hash, and every recorded field. */
export function hashOfEntry(row: AuditRow, seq: number, prevHash: string): string {
  const fields = [
    seq,
    prevHash,
    row.id,
    row.occurred_at,
    row.actor_id,
    row.actor_role,
    row.action,
    row.resource,
    row.resource_id,
    row.summary,
    row.changes,
    row.outcome,
    row.risk,
    row.classification,
    row.ip,
    row.user_agent,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export interface ChainCheck {
  ok: boolean;
  /** Sealed rows checked. */
  checked: number;
  /** The first row whose hash does not match what it holds, or that breaks the chain. */
  broken_at: number | null;
  unsealed: number;
}

/**
 * Seals audit entries into a hash chain, in the order they are sealed, and checks the chain.
 * Sealing runs after the entries' transactions commit (a job every few seconds, and before
 * every read of the log), so a write never waits on the chain; the unique `seq` makes two
 * sealers at once fail rather than fork it.
 */
export class AuditChain {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
  ) {}

  /** Seals every entry not yet sealed; returns how many. */
  async seal(): Promise<number> {
    let total = 0;
    for (;;) {
      const sealed = await this.sealBatch(500);
      total += sealed;
      if (sealed < 500) return total;
    }
  }

  private async sealBatch(limit: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      if (this.engine === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext('audit_log_seal'))`.execute(trx);
      }
      const pending = await trx
        .selectFrom('audit_log')
        .selectAll()
        .where('seq', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute();
      if (pending.length === 0) return 0;
      const last = await trx
        .selectFrom('audit_log')
        .select(['seq', 'hash'])
        .where('seq', 'is not', null)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      let seq = last?.seq ?? 0;
      let prev = last?.hash ?? GENESIS_HASH;
      for (const row of pending) {
        seq += 1;
        const hash = hashOfEntry(row, seq, prev);
        await trx
          .updateTable('audit_log')
          .set({ seq, prev_hash: prev, hash })
          .where('id', '=', row.id)
          .where('seq', 'is', null)
          .execute();
        prev = hash;
      }
      return pending.length;
    });
  }

  /**
   * Recomputes every sealed row's hash in chain order. The oldest row kept (older ones leave
   * by retention) anchors the chain with the previous hash it recorded.
   */
  async verify(): Promise<ChainCheck> {
    let checked = 0;
    let prev: string | null = null;
    let after = 0;
    for (;;) {
      const rows = await this.db
        .selectFrom('audit_log')
        .selectAll()
        .where('seq', '>', after)
        .orderBy('seq')
        .limit(1000)
        .execute();
      for (const row of rows) {
        const expectedPrev: string = prev ?? row.prev_hash ?? GENESIS_HASH;
        if (
          row.prev_hash !== expectedPrev ||
          row.hash !== hashOfEntry(row, row.seq as number, expectedPrev)
        ) {
          return { ok: false, checked, broken_at: row.id, unsealed: await this.unsealed() };
        }
        prev = row.hash;
        checked += 1;
      }
      if (rows.length < 1000) break;
      after = rows[rows.length - 1]!.seq as number;
    }
    return { ok: true, checked, broken_at: null, unsealed: await this.unsealed() };
  }

  private async unsealed(): Promise<number> {
    const row = await this.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seq', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
