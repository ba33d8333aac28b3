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

/**
 * The in-process bus the live streams listen on. Publishing never throws: a listener that fails
 * (a closed socket) must not stop the others or the change that published.
 */
export class EventBus {
  readonly #listeners = new Map<string, Set<BusListener>>();

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
