import { mailboxOf } from './delivered-messages.js';
import type { TestApp } from './test-app.js';

let addressSeq = 0;
/** A client address of its own, so the per-address limits of one test do not touch another. */
export function uniqueIp(): string {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}

/** POST to a step of the forgotten-password flow from a given client address. */
export function resetStep(
  t: TestApp,
  step: 'request' | 'verify' | 'complete',
  payload: unknown,
  ip: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/password-reset/${step}`,
    payload: payload as object,
    remoteAddress: ip,
  });
}

/**
 * The newest password-reset message the outbox holds for a recipient, once its sender has
 * recorded how sending went (the mail can reach the mailbox a moment before that is written).
 */
export async function lastResetMessage(t: TestApp, recipient: string) {
  const read = () =>
    t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', recipient)
      .where('template', '=', 'auth.password_reset_code')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  let message = await read();
  for (let waited = 0; message?.status === 'sending' && waited < 5_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    message = await read();
  }
  return message;
}

/** The code of the newest reset message, as the recipient receives it (a new one each call). */
export async function lastResetCode(t: TestApp, recipient: string): Promise<string> {
  return mailboxOf(t).lastCodeTo(recipient);
}

/** A six-digit code other than the given one. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
