import type { Db } from '../../db/database.js';

/** The jobs table: one row per recurring job, claimed by a conditional update. */
export class JobsRepository {
  constructor(private readonly db: Db) {}

  /** Adds the job's row unless it exists (every instance registers the same jobs). */
  async ensure(name: string, firstRunAt: string): Promise<void> {
    await this.db
      .insertInto('jobs')
      .values({ name, next_run_at: firstRunAt })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  /**
   * Takes the job when it is due and nobody holds it. One UPDATE with the conditions in its
   * WHERE: the database lets exactly one of several concurrent claimers change the row (on
   * PostgreSQL the others wait for the row lock, then see the new locked_until and match nothing).
   */
  async claim(name: string, now: string, lockedUntil: string, owner: string): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ locked_until: lockedUntil, locked_by: owner, updated_at: now })
      .where('name', '=', name)
      .where('next_run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Lets the job go and books its next run (only by the run that holds it). */
  async finish(
    name: string,
    owner: string,
    values: { ranAt: string; nextRunAt: string; error: string | null },
  ): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({
        locked_until: null,
        locked_by: null,
        last_run_at: values.ranAt,
        next_run_at: values.nextRunAt,
        last_error: values.error,
        updated_at: values.ranAt,
      })
      .where('name', '=', name)
      .where('locked_by', '=', owner)
      .execute();
  }
}
