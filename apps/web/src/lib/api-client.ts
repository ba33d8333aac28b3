import { COMMON_MESSAGES, type ApiFailure } from '@salon/shared';

/**
 * A failed API call, carrying the server's Vietnamese message and field errors. Its `message` is
 * never blank: when the failure carried no message of its own (`told` false), it is the generic
 * one, and a screen that has the spec's own fallback text shows that instead (`errorText`).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly errors: Record<string, string[]> = {},
    /** The message says what went wrong (the server's, or the network's), not a filler. */
    readonly told: boolean = true,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** As sent with a server-drawn page (see app/ssr/server-data): every field, message included. */
  toJSON() {
    const { name, message, status, code, errors, told } = this;
    return { name, message, status, code, errors, told };
  }

  /** The error again from its `toJSON`, or null when `value` is not one. */
  static fromJSON(value: unknown): ApiError | null {
    const sent = value as Partial<ReturnType<ApiError['toJSON']>> | null;
    if (sent?.name !== 'ApiError' || typeof sent.message !== 'string') return null;
    return new ApiError(sent.message, sent.status ?? 0, sent.code ?? '', sent.errors, sent.told);
  }
}

/**
 * What to tell the person about a failure: the server's message when it gave one, else the
 * screen's `fallback` (the spec's text: 'Không thể tải danh sách slider', 'Có lỗi xảy ra khi
 * xóa'…). Never an empty text, never a browser's English error.
 */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.told ? error.message : fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function isFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && (value as ApiFailure).success === false;
}

/** Calls our API and returns the `data` of a successful reply; throws ApiError otherwise. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {} } = options;
  return send<T>(path, {
    method,
    signal: signal ?? null,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : null,
  });
}

/**
 * Sends a multipart form (text fields and files) and returns the reply's `data`. The browser
 * sets the content type with its boundary.
 */
export async function apiFormRequest<T>(
  path: string,
  form: FormData,
  options: { method?: Method; signal?: AbortSignal } = {},
): Promise<T> {
  return send<T>(path, {
    method: options.method ?? 'POST',
    signal: options.signal ?? null,
    headers: { Accept: 'application/json' },
    body: form,
  });
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * How requests reach the API: the browser's `fetch` by default; the server, drawing a page,
 * answers them itself (a guest's request, without cookies).
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await transport(`/api${path}`, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(COMMON_MESSAGES.networkError, 0, 'NETWORK_ERROR');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok || isFailure(payload)) {
    const failure = isFailure(payload) ? payload : null;
    const told = typeof failure?.message === 'string' ? failure.message.trim() : '';
    throw new ApiError(
      told || COMMON_MESSAGES.serverError,
      response.status,
      (typeof failure?.code === 'string' && failure.code) || 'HTTP_ERROR',
      failure?.errors ?? {},
      told !== '',
    );
  }
  return (payload as { data: T }).data;
}

/** The full reply (for calls whose `message` the page shows). */
export async function apiMutation<T>(
  path: string,
  body?: unknown,
  method: Method = 'POST',
): Promise<T> {
  return apiRequest<T>(path, { method, body });
}
