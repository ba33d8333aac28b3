export interface OutgoingSms {
  /** E.164, e.g. +84912345678. */
  to: string;
  message: string;
}

/** What delivers an SMS; throws when the provider refuses it. */
export interface SmsTransport {
  send(sms: OutgoingSms): Promise<void>;
  close(): void;
}

export interface HttpSmsOptions {
  /** SMS_URL: the provider's endpoint that takes one message as JSON. */
  url: string;
  /** SMS_API_KEY: sent as `Authorization: Bearer …`. */
  apiKey?: string | undefined;
  /** SMS_SENDER: the brand name (or number) the message comes from. */
  sender?: string | undefined;
  timeoutMs?: number;
}

const ERROR_BODY_MAX = 300;

/**
 * SMS through a generic HTTP JSON provider (or a small gateway in front of one): POST
 * `{ to, message, sender }` to SMS_URL with the bearer key; any answer other than 2xx, a
 * network error or a timeout is a failure the outbox retries.
 */
export function createHttpSmsTransport(options: HttpSmsOptions): SmsTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(sms) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const response = await fetch(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: sms.to, message: sms.message, sender: options.sender ?? null }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const text = (await response.text().catch(() => '')).slice(0, ERROR_BODY_MAX);
        throw new Error(`SMS provider answered ${response.status}${text ? `: ${text}` : ''}`);
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    },
    close() {},
  };
}
