/** Reading a user's live stream (`GET /api/events`, Server-Sent Events) in tests. */

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Opens the stream of the cookie's session at `base` (a listening app) and collects its events. */
export async function openLiveStream(base: string, cookie: string | null) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  let buffer = '';
  const reading = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    events,
    /** Waits until an event matches (or gives up after `ms`); returns it or undefined. */
    async waitFor(match: (event: StreamEvent) => boolean, ms = 3000) {
      for (let waited = 0; waited < ms; waited += 25) {
        const found = events.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      return events.find(match);
    },
    async stop() {
      controller.abort();
      await reading;
    },
  };
}

export type LiveStream = Awaited<ReturnType<typeof openLiveStream>>;
