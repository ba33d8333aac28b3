import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A guest's key to their order: 32 random bytes, of which only the SHA-256 is stored. */
export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

/**
 * A guest's key to their order, worked out again whenever the same client asks: an HMAC, under
 * the server's secret, of the client's cookie and the order number. A retried request gets the
 * same token without it ever being stored; another client cannot get it.
 */
export function derivedAccessToken(
  serverKey: string,
  clientSecret: string,
  orderNumber: string,
): { token: string; hash: string } {
  const token = createHmac('sha256', serverKey)
    .update(`order-access\n${clientSecret}\n${orderNumber}`)
    .digest('base64url');
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function accessTokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash || token.length === 0 || token.length > 100) return false;
  const given = Buffer.from(hashAccessToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
