import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_IP,
  allAuditText,
  auditEntries,
  injectFrom,
  refuseWrites,
} from '../../test/audit-entries.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(() => t.close());

const RECIPIENT = 'nguoi.nhan.rieng@example.com';
const BODY = 'Mã đặt lại mật khẩu của bạn: 482913';

async function failedMessage(status: 'failed' | 'sent' = 'failed'): Promise<number> {
  const row = await t.db
    .insertInto('outbox_messages')
    .values({
      channel: 'email',
      recipient: RECIPIENT,
      template: 'password_reset',
      subject: 'Đặt lại mật khẩu',
      body: BODY,
      status,
      attempts: 5,
      last_error: 'smtp down',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const retry = (who: SignedIn | null, id: number) =>
  injectFrom(t, who?.cookie, 'POST', `/api/admin/outbox/${id}/retry`);

describe('audit of the outbox', () => {
  it('records a retry with the actor and the address, never the recipient or the text', async () => {
    const id = await failedMessage();
    expect((await retry(admin, id)).statusCode).toBe(200);
    expect(await auditEntries(t, 'outbox_message', id)).toEqual([
      expect.objectContaining({
        action: 'send',
        actor_id: admin.user.id,
        actor_role: 'admin',
        ip: CLIENT_IP,
        summary: `Gửi lại tin nhắn #${id}`,
        changes: {
          status: { before: 'failed', after: 'pending' },
          attempts: { before: 5, after: 0 },
        },
      }),
    ]);
    const text = await allAuditText(t);
    expect(text).not.toContain(RECIPIENT);
    expect(text).not.toContain('482913');
  });

  it('leaves no entry for a refused retry', async () => {
    const id = await failedMessage();
    const sent = await failedMessage('sent');
    expect((await retry(null, id)).statusCode).toBe(401);
    expect((await retry(await signIn(t, 'manager'), id)).statusCode).toBe(403);
    expect((await retry(admin, sent)).statusCode).toBe(409);
    expect((await retry(admin, 987_654)).statusCode).toBe(404);
    expect(await auditEntries(t, 'outbox_message', id)).toEqual([]);
    expect(await auditEntries(t, 'outbox_message', sent)).toEqual([]);
  });

  it('leaves no entry when the database refuses the retry', async () => {
    const id = await failedMessage();
    const undo = await refuseWrites(t, 'outbox_messages');
    try {
      expect((await retry(admin, id)).statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect(await auditEntries(t, 'outbox_message', id)).toEqual([]);
  });
});
