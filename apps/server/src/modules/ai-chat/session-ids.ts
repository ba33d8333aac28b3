import { createHash, randomBytes } from 'node:crypto';

/**
 * A consultant session is known to the browser by a random 256-bit secret (base64url, 43
 * characters); the database keeps only its SHA-256, so a leaked table opens no session.
 */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionHash(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}
