import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The secret a provider presents: SePay sends `Authorization: Apikey <secret>`, Casso
 * `Secure-Token: <secret>`. Null when neither header is there.
 */
export function presentedWebhookSecret(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^(?:Apikey|Bearer)\s+(.+)$/i.exec(authorization.trim());
    if (match?.[1]) return match[1];
  }
  const token = request.headers['secure-token'];
  if (typeof token === 'string' && token.length > 0) return token;
  return null;
}

/** Constant-time comparison; hashing first hides the secret's length too. */
export function secretsMatch(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
