import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A guest's browser (or app), known by a random cookie: what tells one guest from another when
 * neither has an account. A request sent with an `Idempotency-Key` is replayed only to the client
 * that sent it, and a guest order's access token is derived from this cookie, so knowing
 * another guest's key, phone and basket gets nothing.
 */
export const GUEST_CLIENT_COOKIE = 'salon_client';
const CLIENT_SECRET = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface GuestClient {
  /** The cookie's value: only the client and this request know it; never stored. */
  secret: string;
  /** What may be stored: `guest:` and the SHA-256 of the secret. */
  requester: string;
}

export function guestClientOf(secret: string): GuestClient {
  return { secret, requester: `guest:${createHash('sha256').update(secret).digest('hex')}` };
}

/** The request's client cookie; a new one (set on the reply) when it has none or a bad one. */
export function guestClient(
  request: FastifyRequest,
  reply: FastifyReply,
  secureCookies: boolean,
): GuestClient {
  const existing = request.cookies[GUEST_CLIENT_COOKIE];
  if (existing && CLIENT_SECRET.test(existing)) return guestClientOf(existing);
  const secret = randomBytes(32).toString('base64url');
  void reply.setCookie(GUEST_CLIENT_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    maxAge: ONE_YEAR_SECONDS,
  });
  return guestClientOf(secret);
}
