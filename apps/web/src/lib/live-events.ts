import { useEffect, useRef, useSyncExternalStore } from 'react';

type Handler = (data: unknown) => void;

/** `open` while events arrive; `connecting` while (re)connecting; `closed` when there is none. */
export type LiveState = 'open' | 'connecting' | 'closed';

/**
 * The one live stream (`/api/events`, Server-Sent Events) of this tab, shared by every page that
 * listens. The browser reconnects by itself when it drops; polling stays as the fallback.
 */
class LiveEvents {
  #source: EventSource | null = null;
  readonly #handlers = new Map<string, Set<Handler>>();
  readonly #dispatchers = new Map<string, (event: MessageEvent<string>) => void>();
  readonly #stateListeners = new Set<() => void>();
  #state: LiveState = 'closed';

  connect(): void {
    if (this.#source || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    this.#source = source;
    this.#setState('connecting');
    source.addEventListener('open', () => this.#setState('open'));
    // The browser retries by itself (state CONNECTING) unless the server refused (CLOSED).
    source.addEventListener('error', () =>
      this.#setState(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting'),
    );
    for (const [name, dispatch] of this.#dispatchers) {
      source.addEventListener(name, dispatch);
    }
  }

  disconnect(): void {
    this.#source?.close();
    this.#source = null;
    this.#setState('closed');
  }

  get state(): LiveState {
    return this.#state;
  }

  onState(listener: () => void): () => void {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  }

  #setState(state: LiveState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of this.#stateListeners) listener();
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

/**
 * The stream's state, for pages that poll only while it is down (the chat's unread count, at
 * most once per 10 s) and for the chat test page.
 */
export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (listener) => liveEvents.onState(listener),
    () => liveEvents.state,
    () => 'closed',
  );
}
