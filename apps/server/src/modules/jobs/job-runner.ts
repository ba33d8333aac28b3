import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobsRepository } from './jobs.repository.js';

export interface JobDefinition {
  name: string;
  intervalMs: number;
  /** How long after a fresh start the first run waits (default: none, it runs at once). */
  firstRunAfterMs?: number;
  /** The work; `now` is the time of the tick (tests pass their own). */
  run(now: Date): Promise<void>;
}

/** How often a started runner looks for due jobs. */
/** As often as the most frequent job (notification delivery), so pushes are not held back. */
export const JOB_TICK_MS = 2_000;

/**
 * Recurring background jobs kept in the jobs table, so several server instances share them:
 * each due job is claimed by one conditional UPDATE, run, and rescheduled. A run holds its job
 * for a lease; if the process dies the lease runs out and another instance takes the job.
 */
export class JobRunner {
  readonly #jobs = new Map<string, JobDefinition>();
  readonly #owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  #ensured: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly repository: JobsRepository,
    private readonly onError: (job: string, error: unknown) => void = () => {},
  ) {}

  register(job: JobDefinition): void {
    if (this.#jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    this.#jobs.set(job.name, job);
    this.#ensured = null;
  }

  get names(): string[] {
    return [...this.#jobs.keys()];
  }

  /** Runs every registered job that is due at `now` and free; returns the names it ran. */
  async runDueJobs(now: Date = new Date()): Promise<string[]> {
    await this.#ensureRows(now);
    const ran: string[] = [];
    for (const job of this.#jobs.values()) {
      if (await this.#runIfDue(job, now)) ran.push(job.name);
    }
    return ran;
  }

  /** Looks for due jobs every `tickMs` until stopped. */
  start(tickMs: number = JOB_TICK_MS): void {
    if (this.#timer) return;
    const tick = () => {
      this.#running = this.runDueJobs().catch((error: unknown) => this.onError('runner', error));
    };
    tick();
    this.#timer = setInterval(tick, tickMs);
    this.#timer.unref();
  }

  /** Stops the timer and waits for the run in progress. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  async #ensureRows(now: Date): Promise<void> {
    this.#ensured ??= (async () => {
      for (const [name, job] of this.#jobs) {
        const first = new Date(now.getTime() + (job.firstRunAfterMs ?? 0));
        await this.repository.ensure(name, first.toISOString());
      }
    })();
    await this.#ensured;
  }

  async #runIfDue(job: JobDefinition, now: Date): Promise<boolean> {
    const at = now.toISOString();
    // The lease outlives any sane run; a run cut short by a crash is retried after it.
    const lease = new Date(now.getTime() + Math.max(4 * job.intervalMs, 5 * 60_000)).toISOString();
    if (!(await this.repository.claim(job.name, at, lease, this.#owner))) return false;
    let error: string | null = null;
    try {
      await job.run(now);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      this.onError(job.name, caught);
    }
    await this.repository.finish(job.name, this.#owner, {
      ranAt: at,
      nextRunAt: new Date(now.getTime() + job.intervalMs).toISOString(),
      error,
    });
    return true;
  }
}
