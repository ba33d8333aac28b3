import { createHmac, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'salon_sid';
/** A remembered session lasts 30 days from its last use; otherwise 12 hours. */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const SHORT_SESSION_MS = 12 * 60 * 60 * 1000;
/**
 * Last-seen time and expiry are written at most this often per session: often enough for the
 * idle-timeout policy (5 minutes at least), rarely enough not to write on every request.
 */
export const SESSION_TOUCH_MS = 60 * 1000;

/** A random 256-bit token for the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps: a keyed hash, so a copy of the table opens no session. */
export function hashSessionToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
