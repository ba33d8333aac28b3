import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LOGIN_LIMITS } from '@salon/shared';

/** The cookie that marks a browser as one that has signed in to some accounts before. */
export const DEVICE_COOKIE = 'salon_device';

/** A browser's proof that it signed in to one account: the account and a random nonce. */
export interface DeviceEntry {
  userId: number;
  nonce: string;
}

/**
 * Signed device entries (OWASP's "device cookie"): `userId:nonce:signature`, several joined by
 * `~`, newest first. The signature binds the nonce to the account, so an entry is worthless for
 * any other account and cannot be forged without the server's secret.
 */
export class DeviceCookies {
  constructor(private readonly secret: string) {}

  /** The valid entries of a cookie value; anything malformed or forged is dropped. */
  read(value: string | undefined): DeviceEntry[] {
    if (!value) return [];
    return value
      .split('~')
      .slice(0, LOGIN_LIMITS.devicesPerBrowser)
      .flatMap((part) => {
        const [id, nonce, signature] = part.split(':');
        const userId = Number(id);
        if (!Number.isSafeInteger(userId) || userId <= 0 || !nonce || !signature) return [];
        return this.#sameSignature(this.#sign(userId, nonce), signature) ? [{ userId, nonce }] : [];
      });
  }

  /** The cookie value after signing in to `userId`: its entry first, a fresh nonce if new. */
  remember(value: string | undefined, userId: number): string {
    const entries = this.read(value);
    const own = entries.find((entry) => entry.userId === userId) ?? {
      userId,
      nonce: randomBytes(16).toString('base64url'),
    };
    const others = entries.filter((entry) => entry.userId !== userId);
    return [own, ...others]
      .slice(0, LOGIN_LIMITS.devicesPerBrowser)
      .map((entry) => `${entry.userId}:${entry.nonce}:${this.#sign(entry.userId, entry.nonce)}`)
      .join('~');
  }

  #sign(userId: number, nonce: string): string {
    return createHmac('sha256', this.secret)
      .update(`login-device:${userId}:${nonce}`)
      .digest('base64url');
  }

  #sameSignature(expected: string, given: string): boolean {
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
