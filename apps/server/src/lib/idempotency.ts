import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from './app-error.js';

/**
 * Replies kept for requests sent with an `Idempotency-Key`: a repeat of the same request (a
 * double-clicked Confirm, a retry after a lost reply) gets the first reply instead of a second
 * booking or order. Call `replay` and `remember` inside the transaction that does the work, after
 * taking the lock that serialises it, so two copies arriving together cannot both do it.
 */
export interface StoredReply {
  statusCode: number;
  body: unknown;
}

/** A stable fingerprint of the request body (keys sorted at every level). */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface IdempotencyRequest {
  scope: string;
  key: string;
  hash: string;
  /**
   * Who sent it: "user:12", or `guest:` and the hash of the guest's client cookie. A stored reply
   * is replayed to its requester only; anyone else sending the same key is refused.
   */
  requester: string;
}

export interface IdempotencyMessages {
  /** The same requester sent another request with the key. */
  mismatch: string;
  /** Someone else sent the key. */
  otherRequester: string;
}

/**
 * The stored reply for this key, or null. A key sent by another requester (409), or reused for
 * a different request (422), is refused: a reply never goes to anyone but who asked for it.
 */
export async function replay(
  db: Kysely<Database>,
  request: IdempotencyRequest,
  messages: IdempotencyMessages,
): Promise<StoredReply | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'requester', 'status_code', 'response'])
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .executeTakeFirst();
  if (!row) return null;
  // Replies stored before requesters were kept (null) were scoped to one account or phone.
  if (row.requester !== null && row.requester !== request.requester) {
    throw new AppError('IDEMPOTENCY_KEY_OTHER_REQUESTER', messages.otherRequester, 409);
  }
  if (row.request_hash !== request.hash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', messages.mismatch, 422);
  }
  return { statusCode: row.status_code, body: JSON.parse(row.response) as unknown };
}

export async function remember(
  db: Kysely<Database>,
  request: IdempotencyRequest,
  reply: StoredReply,
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      scope: request.scope,
      key: request.key,
      request_hash: request.hash,
      requester: request.requester,
      status_code: reply.statusCode,
      response: JSON.stringify(reply.body),
    })
    .execute();
}

/** Keys older than this are forgotten by the clean-up. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export async function forgetOldKeys(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const KEY_PATTERN = /^[\x21-\x7e]+$/;
/** Keys are printable ASCII, at most this long. */
export const IDEMPOTENCY_KEY_MAX = 100;

/** The `Idempotency-Key` header, if sent; a malformed one is refused rather than ignored. */
export function readIdempotencyKey(
  header: string | string[] | undefined,
  invalidMessage: string,
): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value.length > IDEMPOTENCY_KEY_MAX || !KEY_PATTERN.test(value)) {
    throw new AppError('IDEMPOTENCY_KEY_INVALID', invalidMessage, 400);
  }
  return value;
}
