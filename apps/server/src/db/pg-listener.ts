import pg from 'pg';
import type { PgConnectionInfo } from './database.js';

const RECONNECT_MS = 2_000;

/** A channel name for this deployment's schema: apps sharing a database do not hear each other. */
export function schemaChannel(prefix: string, schema: string | undefined): string {
  const suffix = (schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return `${prefix}_${suffix}`.slice(0, 63);
}

export interface PgListenerHandlers {
  /** A NOTIFY on the channel: its payload and the PostgreSQL process that sent it. */
  onNotification(payload: string, senderProcessId: number): void;
  /** The connection is listening (again): notifications sent meanwhile were missed. */
  onListening?(): void;
  onError?(error: unknown): void;
}

/**
 * One connection of its own that LISTENs on one channel, and reconnects every 2 s while it is
 * down. `ready` says whether notifications are being heard now.
 */
export class PgListener {
  #client: pg.Client | null = null;
  #ready = false;
  #stopped = false;
  #retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly info: PgConnectionInfo,
    readonly channel: string,
    private readonly handlers: PgListenerHandlers,
  ) {}

  get ready(): boolean {
    return this.#ready;
  }

  /** The listening connection, to send on it (one query at a time is the caller's affair). */
  get client(): pg.Client | null {
    return this.#ready ? this.#client : null;
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.info.connectionString });
    client.on('notification', (note) => {
      if (note.channel === this.channel) {
        this.handlers.onNotification(note.payload ?? '', note.processId);
      }
    });
    client.on('error', (error) => {
      this.handlers.onError?.(error);
      this.#drop(client);
    });
    client.on('end', () => this.#drop(client));
    try {
      await client.connect();
      await client.query(`listen "${this.channel}"`);
      if (this.#stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      this.#client = client;
      this.#ready = true;
      this.handlers.onListening?.();
    } catch (error) {
      this.handlers.onError?.(error);
      this.#drop(client);
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    this.#ready = false;
    await client?.end().catch(() => undefined);
  }

  #drop(client: pg.Client): void {
    if (this.#client === client) {
      this.#client = null;
      this.#ready = false;
    }
    client.end().catch(() => undefined);
    if (this.#stopped || this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (!this.#stopped && !this.#client) void this.start();
    }, RECONNECT_MS);
    this.#retry.unref();
  }
}
