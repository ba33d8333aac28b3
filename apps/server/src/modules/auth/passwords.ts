import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
