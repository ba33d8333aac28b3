import { useEffect, useRef } from 'react';

type Handler = (data: unknown) => void;

/**
 * The one live stream (`/api/events`, Server-Sent Events) of this tab, shared by every page that
 * listens. The browser reconnects by itself when it drops; polling stays as the fallback.
 */
class LiveEvents {
  #source: EventSource | null = null;
  readonly #handlers = new Map<string, Set<Handler>>();
  readonly #dispatchers = new Map<string, (event: MessageEvent<string>) => void>();

  connect(): void {
    if (this.#source || typeof EventSource === 'undefined') return;
    this.#source = new EventSource('/api/events');
    for (const [name, dispatch] of this.#dispatchers) {
      this.#source.addEventListener(name, dispatch);
    }
  }

  disconnect(): void {
    this.#source?.close();
    this.#source = null;
  }

  on(name: string, handler: Handler): () => void {
    let set = this.#handlers.get(name);
    if (!set) {
      this.#handlers.set(name, (set = new Set()));
      const dispatch = (event: MessageEvent<string>) => {
        let data: unknown = null;
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        for (const listener of this.#handlers.get(name) ?? []) listener(data);
      };
      this.#dispatchers.set(name, dispatch);
      this.#source?.addEventListener(name, dispatch);
    }
    set.add(handler);
    return () => set.delete(handler);
  }
}

export const liveEvents = new LiveEvents();

/** Keeps the stream open while someone is signed in (mounted once, in the root layout). */
export function useLiveConnection(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    liveEvents.connect();
    return () => liveEvents.disconnect();
  }, [signedIn]);
}

/** Calls `handler` with the data of each `name` event while the component is mounted. */
export function useLiveEvent<T>(name: string, handler: (data: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => liveEvents.on(name, (data) => latest.current(data as T)), [name]);
}
