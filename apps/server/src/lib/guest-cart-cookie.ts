import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A guest's cart cookie (docs/shop.md, Guests): a random 256-bit secret, httpOnly, path /api;
 * the server keeps only its SHA-256. The cart module owns the cart; the orders module reads the
 * cookie to take ordered lines out of it.
 */
export const GUEST_CART_COOKIE = 'salon_cart';
const CART_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The request's cart secret, or null when it has none or a malformed one. */
export function guestCartSecret(request: FastifyRequest): string | null {
  const raw = request.cookies[GUEST_CART_COOKIE];
  return raw && CART_SECRET.test(raw) ? raw : null;
}

/** What the guest cart table keeps of a cookie's secret. */
export function guestCartHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
