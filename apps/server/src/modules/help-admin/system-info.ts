import { readFileSync } from 'node:fs';
import type { SystemInfo } from '@salon/shared';
import type { Engine } from '../../db/database.js';
import type { HelpAdminRepository } from './help-admin.repository.js';

/** The server's version, from its package.json (the same file in src/ and dist/ layouts). */
function readAppVersion(): string {
  try {
    const file = new URL('../../../package.json', import.meta.url);
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What the running server says about itself on the help screen's support tab (admins). */
export class SystemInfoReader {
  readonly #version = readAppVersion();

  constructor(
    private readonly repository: HelpAdminRepository,
    private readonly engine: Engine,
    private readonly emailConfigured: boolean,
    private readonly startedAt: Date,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async read(): Promise<SystemInfo> {
    const now = this.clock();
    const [jobs, outbox] = await Promise.all([
      this.repository.jobCounts(now.toISOString()),
      this.repository.outboxCounts(),
    ]);
    return {
      app_version: this.#version,
      node_version: process.version,
      database_engine: this.engine,
      started_at: this.startedAt.toISOString(),
      uptime_seconds: Math.max(0, Math.floor((now.getTime() - this.startedAt.getTime()) / 1000)),
      email_configured: this.emailConfigured,
      jobs,
      outbox,
    };
  }
}
