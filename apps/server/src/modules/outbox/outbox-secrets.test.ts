import {
  OUTBOX_SECRET_MASK,
  OUTBOX_SECRET_SLOT,
  type ApiPage,
  type OutboxMessageDto,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SecretBox } from '../../lib/secret-box.js';
import { injectAs } from '../../test/api.js';
import { createTestAppWithMailbox, mailboxOf } from '../../test/delivered-messages.js';
import { createUser } from '../../test/factories.js';
import { resetStep, uniqueIp } from '../../test/password-reset-factories.js';
import { signIn } from '../../test/sessions.js';
import type { TestApp } from '../../test/test-app.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxService } from './outbox.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestAppWithMailbox();
});
afterAll(async () => t.close());

async function outboxAs(cookie: string) {
  const res = await injectAs(t, cookie, 'GET', '/api/admin/outbox?per_page=50');
  return { status: res.statusCode, body: res.body };
}

const stored = (recipient: string) =>
  t.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();

describe('secrets in outgoing messages', () => {
  it('a staff member cannot read the reset code sent to the admin and take the account', async () => {
    const { user: victim } = await createUser(t.db, { role: 'admin' });
    const staff = await signIn(t, 'staff');
    const asked = await resetStep(t, 'request', { identifier: victim.email }, uniqueIp());
    expect(asked.statusCode).toBe(200);

    // The attack of the walk: read the outbox as staff.
    expect((await outboxAs(staff.cookie)).status).toBe(403);

    // The code reaches the victim's mailbox, and nothing the database or the admin sees holds it.
    const code = await mailboxOf(t).lastCodeTo(victim.email!);
    // The mail server has it; the row says 'sent' once the sender has heard back.
    const row = await vi.waitFor(
      async () => {
        const sent = await stored(victim.email!);
        expect(sent.status).toBe('sent');
        return sent;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(row.secret_sealed).toBeNull();
    expect(JSON.stringify(row)).not.toContain(code);
    const admin = await signIn(t, 'admin');
    const listed = await outboxAs(admin.cookie);
    expect(listed.status).toBe(200);
    expect(listed.body).not.toContain(code);
    expect(listed.body).toContain(OUTBOX_SECRET_MASK);
  });

  it('a message waiting to be sent keeps its secret sealed and shows it masked', async () => {
    const recipient = `cho.${Date.now()}@example.com`;
    const waiting = new OutboxService(
      new OutboxRepository(t.db),
      null,
      null,
      t.config.sessionSecret,
    );
    await t.db.transaction().execute((trx) =>
      waiting.enqueue(trx, {
        channel: 'email',
        recipient,
        template: 'test.secret',
        subject: 'Mã của bạn',
        body: `Mã của bạn là ${OUTBOX_SECRET_SLOT}.`,
        secret: '987654',
      }),
    );
    const row = await stored(recipient);
    expect(row.secret_sealed).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain('987654');
    const admin = await signIn(t, 'admin');
    const { data } = (
      await injectAs(t, admin.cookie, 'GET', '/api/admin/outbox?per_page=50')
    ).json<{ data: ApiPage<OutboxMessageDto> }>();
    expect(data.data.find((m) => m.recipient === recipient)?.body).toBe(
      `Mã của bạn là ${OUTBOX_SECRET_MASK}.`,
    );
    // Delivered with the key, the recipient reads the real code.
    expect(await mailboxOf(t).lastCodeTo(recipient)).toBe('987654');
  });

  it('a sealed secret opens only with the server key', () => {
    const box = new SecretBox(t.config.sessionSecret, 'purpose');
    const sealed = box.seal('123456');
    expect(sealed).not.toContain('123456');
    expect(box.open(sealed)).toBe('123456');
    expect(new SecretBox(`${t.config.sessionSecret}x`, 'purpose').open(sealed)).toBeNull();
    expect(new SecretBox(t.config.sessionSecret, 'other').open(sealed)).toBeNull();
  });
});
