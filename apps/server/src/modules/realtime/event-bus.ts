/** A message for everyone listening on a channel: an SSE event name and its JSON data. */
export interface BusMessage {
  channel: string;
  event: string;
  data: unknown;
}

export type BusListener = (message: BusMessage) => void;

/** The channel of one user's own events. */
export function userChannel(userId: number): string {
  return `user.${userId}`;
}

/** The back office's channel (back-office §2.3: admin.notifications); staff roles listen. */
export const ADMIN_NOTIFICATIONS_CHANNEL = 'admin.notifications';

/** Carries published messages to every server instance, which hand them to `deliver`. */
export interface BusTransport {
  /** False when the message could not be sent (then it is delivered in this process only). */
  send(message: BusMessage): boolean;
}

/**
 * The bus the live streams listen on. On its own it is in-process; with a transport (PostgreSQL
 * LISTEN/NOTIFY) a message published by one server instance reaches the streams of all of them.
 * Publishing never throws: a listener that fails (a closed socket) must not stop the others or
 * the change that published.
 */
export class EventBus {
  readonly #listeners = new Map<string, Set<BusListener>>();
  #transport: BusTransport | null = null;

  useTransport(transport: BusTransport | null): void {
    this.#transport = transport;
  }

  /** Listens on each channel; returns the function that stops listening. */
  subscribe(channels: readonly string[], listener: BusListener): () => void {
    for (const channel of channels) {
      let set = this.#listeners.get(channel);
      if (!set) this.#listeners.set(channel, (set = new Set()));
      set.add(listener);
    }
    return () => {
      for (const channel of channels) {
        const set = this.#listeners.get(channel);
        set?.delete(listener);
        if (set?.size === 0) this.#listeners.delete(channel);
      }
    };
  }

  publish(message: BusMessage): void {
    if (this.#transport?.send(message)) return;
    this.deliver(message);
  }

  /** Hands a message to this process's listeners (the transport calls it for every instance). */
  deliver(message: BusMessage): void {
    for (const listener of this.#listeners.get(message.channel) ?? []) {
      try {
        listener(message);
      } catch {
        // The stream's own close handler cleans up.
      }
    }
  }

  listenerCount(channel: string): number {
    return this.#listeners.get(channel)?.size ?? 0;
  }
}
