import pg from 'pg';
import type { PgConnectionInfo } from '../../db/database.js';
import type { BusMessage, BusTransport, EventBus } from './event-bus.js';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;
const RECONNECT_MS = 2_000;

function isBusMessage(value: unknown): value is BusMessage {
  const v = value as BusMessage;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.channel === 'string' &&
    typeof v.event === 'string'
  );
}

/**
 * Fans the bus out to every server instance on the same PostgreSQL database: a message is sent
 * with NOTIFY, and each instance (the sender too) hears it on its own LISTEN connection and
 * delivers it to its streams. The channel is named after the schema, so apps sharing a database
 * under different schemas do not hear each other. While the connection is down, messages are
 * delivered in this process only, and it reconnects.
 */
export class PgEventRelay implements BusTransport {
  readonly #channel: string;
  #client: pg.Client | null = null;
  #ready = false;
  #stopped = false;
  #retry: NodeJS.Timeout | null = null;
  #sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly info: PgConnectionInfo,
    private readonly bus: EventBus,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    const suffix = (info.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_');
    this.#channel = `salon_events_${suffix}`.slice(0, 63);
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.info.connectionString });
    client.on('notification', (note) => {
      if (note.channel !== this.#channel || !note.payload) return;
      try {
        const message: unknown = JSON.parse(note.payload);
        if (isBusMessage(message)) this.bus.deliver(message);
      } catch (error) {
        this.onError(error);
      }
    });
    client.on('error', (error) => {
      this.onError(error);
      this.#drop(client);
    });
    client.on('end', () => this.#drop(client));
    try {
      await client.connect();
      await client.query(`listen "${this.#channel}"`);
      this.#client = client;
      this.#ready = true;
    } catch (error) {
      this.onError(error);
      this.#drop(client);
    }
  }

  send(message: BusMessage): boolean {
    const client = this.#client;
    if (!this.#ready || !client) return false;
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) return false;
    // One query at a time on the connection (a change publishes to several channels at once).
    this.#sending = this.#sending
      .then(() => client.query('select pg_notify($1, $2)', [this.#channel, payload]))
      .then(
        () => undefined,
        (error: unknown) => {
          // Lost in transit: this instance's own streams still get it.
          this.onError(error);
          this.bus.deliver(message);
        },
      );
    return true;
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
