import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export interface RequestLogOptions {
  /** Requests that take at least this long are logged as slow. */
  slowRequestMs: number;
  /** The share of the other requests logged, 0 to 1. */
  accessLogSample: number;
  /** Stands in for Math.random in tests. */
  random?: () => number;
}

function entry(request: FastifyRequest, reply: FastifyReply) {
  return {
    req: { method: request.method, url: request.url },
    res: { statusCode: reply.statusCode },
    responseTime: Math.round(reply.elapsedTime),
  };
}

/**
 * The request log, off the hot path. Fastify writes two lines per request (incoming, completed);
 * here nothing is written as a request arrives or for an unknown route, and once it is answered
 * only a failure (5xx or a broken reply: error), a slow request (warn) or the sampled share of
 * the rest (info). An ordinary request writes nothing and costs no hook.
 */
export class RequestLog extends LogController {
  readonly #slowRequestMs: number;
  readonly #accessLogSample: number;
  readonly #random: () => number;

  constructor({ slowRequestMs, accessLogSample, random = Math.random }: RequestLogOptions) {
    super();
    this.#slowRequestMs = slowRequestMs;
    this.#accessLogSample = accessLogSample;
    this.#random = random;
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || reply.statusCode >= 500) {
      request.log.error({ ...entry(request, reply), err: error ?? undefined }, 'request failed');
    } else if (reply.elapsedTime >= this.#slowRequestMs) {
      request.log.warn(entry(request, reply), 'slow request');
    } else if (this.#accessLogSample > 0 && this.#random() < this.#accessLogSample) {
      request.log.info(entry(request, reply), 'request completed');
    }
  }
}
