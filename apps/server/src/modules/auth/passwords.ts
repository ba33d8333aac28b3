import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ConcurrencyGate } from '../../lib/concurrency-gate.js';

/** argon2id at the OWASP minimum: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes and checks at once: one fewer than the cores (at least one), so a burst of new guests
 * or logins leaves a core to the event loop and every other request. More at once would not be
 * faster: each takes a core and 19 MiB of memory bandwidth for ~40 ms.
 */
const argon2Work = new ConcurrencyGate(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return argon2Work.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2Work.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Verifying against this when the account is unknown keeps both answers equally slow. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('không-có-tài-khoản-này');
  await verifyPassword(await dummyHash, password);
  return false;
}

// No 0/O, 1/l/I: the password is read off a screen or an SMS and typed by hand.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A random password for an account the customer did not choose a password for (made at
 * booking): letters and digits from the system's CSPRNG, with at least one of each kind so it
 * meets the password rule.
 */
export function newInitialPassword(length: number): string {
  const all = LOWER + UPPER + DIGITS;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
