/**
 * Wrong passwords allowed (OWASP's device-cookie pattern). A browser that has signed in to an
 * account keeps its own allowance for it, so failures elsewhere never lock the owner out of
 * their usual device. Other browsers are limited per account and address tightly, per account
 * with a growing delay, and per address loosely (a shop's or family's shared connection).
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** Wrong passwords a known device may type for its account; then it counts as unknown. */
  perDevice: 10,
  /** Wrong passwords from unknown devices for one account from one address. */
  perAccountAndIp: 5,
  /** Wrong passwords from unknown devices for one account before each next try must wait. */
  accountFreeFailures: 5,
  /** The wait after the n-th failure beyond the free ones: 2^(n-1) s, at most this. */
  accountMaxDelaySeconds: 15 * 60,
  /** Wrong passwords from one address, across every account. */
  perIp: 100,
  /** How long a browser stays known after signing in. */
  deviceDays: 365,
  /** Accounts one browser remembers. */
  devicesPerBrowser: 5,
  /** Wrong current passwords on a password change, per user, per minute (a stolen session). */
  passwordChangePerMinute: 10,
} as const;

/** Seconds an unknown device must wait after `failures` recent wrong passwords on an account. */
export function accountLoginDelaySeconds(failures: number): number {
  const beyond = failures - LOGIN_LIMITS.accountFreeFailures;
  if (beyond < 0) return 0;
  return Math.min(2 ** beyond, LOGIN_LIMITS.accountMaxDelaySeconds);
}
