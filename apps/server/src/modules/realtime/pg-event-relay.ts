import type { PgConnectionInfo } from '../../db/database.js';
import { PgListener, schemaChannel } from '../../db/pg-listener.js';
import type { BusMessage, BusTransport, EventBus } from './event-bus.js';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

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
  readonly #listener: PgListener;
  #sending: Promise<void> = Promise.resolve();

  constructor(
    info: PgConnectionInfo,
    private readonly bus: EventBus,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.#listener = new PgListener(info, schemaChannel('salon_events', info.schema), {
      onNotification: (payload) => this.#deliver(payload),
      onError,
    });
  }

  start(): Promise<void> {
    return this.#listener.start();
  }

  stop(): Promise<void> {
    return this.#listener.stop();
  }

  send(message: BusMessage): boolean {
    const client = this.#listener.client;
    if (!client) return false;
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) return false;
    // One query at a time on the connection (a change publishes to several channels at once).
    this.#sending = this.#sending
      .then(() => client.query('select pg_notify($1, $2)', [this.#listener.channel, payload]))
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

  #deliver(payload: string): void {
    if (!payload) return;
    try {
      const message: unknown = JSON.parse(payload);
      if (isBusMessage(message)) this.bus.deliver(message);
    } catch (error) {
      this.onError(error);
    }
  }
}
