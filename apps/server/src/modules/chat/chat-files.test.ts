import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHAT_LIMITS, CHAT_MESSAGES as M, type ChatMessageDto } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, openConversation, staffOfBranch } from '../../test/chat-factories.js';
import { createBranch } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

async function upload(
  who: SignedIn,
  url: string,
  file: Buffer | null,
  filename = 'anh.png',
  caption?: string,
) {
  const parts = [];
  if (file) parts.push({ name: 'file', value: file, filename });
  if (caption !== undefined) parts.push({ name: 'caption', value: caption });
  if (parts.length === 0) parts.push({ name: 'caption', value: '' });
  const res = await injectForm(t.app, { url, parts, cookie: who.cookie });
  return {
    status: res.statusCode,
    body: res.json<{ data: ChatMessageDto; message: string; code: string }>(),
  };
}

const fetchFile = (who: SignedIn | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'chat-files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('chat files', () => {
  let branchId: number;
  let customer: SignedIn;
  let staff: SignedIn;
  let conversationId: number;

  beforeAll(async () => {
    branchId = (await createBranch(t.db)).id;
    customer = await signIn(t, 'customer', { branch_id: branchId });
    staff = await staffOfBranch(t, branchId);
    conversationId = (await openConversation(t, customer)).id;
  });

  it('re-encodes a picture and shows it only to the conversation’s people', async () => {
    const png = await testImages.png(120, 80);
    const sent = await upload(
      customer,
      `/api/chat/conversations/${conversationId}/files`,
      png,
      'toc-cua-em.png',
      'Kiểu này được không ạ?',
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      sender_type: 'customer',
      message_type: 'image',
      content: 'Kiểu này được không ạ?',
      file_name: 'toc-cua-em.webp',
      file_path: `/api/chat/files/${sent.body.data.id}`,
    });
    const url = sent.body.data.file_path!;
    expect(url.startsWith('/api/storage/')).toBe(false);

    const mine = await fetchFile(customer, url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toContain('private');
    const bytes = mine.rawPayload;
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    expect(bytes.equals(png)).toBe(false);
    expect(sent.body.data.file_size).toBe(bytes.length);

    expect((await fetchFile(staff, url)).statusCode).toBe(200);
    expect((await fetchFile(await signIn(t, 'admin'), url)).statusCode).toBe(200);
    expect((await fetchFile(null, url)).statusCode).toBe(401);
    expect((await fetchFile(await signIn(t), url)).statusCode).toBe(404);
    const elsewhere = await staffOfBranch(t);
    expect((await fetchFile(elsewhere, url)).statusCode).toBe(404);
    // Nothing of it lies in the public uploads folder.
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'chat'))).toBe(false);
  });

  it('keeps a PDF as sent and serves it only as a download', async () => {
    const sent = await upload(
      staff,
      `/api/admin/chat/conversations/${conversationId}/files`,
      PDF,
      'Bảng giá dịch vụ.pdf',
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(M.adminFileSent);
    expect(sent.body.data).toMatchObject({
      sender_type: 'staff',
      message_type: 'file',
      content: '',
      file_name: 'Bảng giá dịch vụ.pdf',
      file_size: PDF.length,
    });
    const res = await fetchFile(customer, sent.body.data.file_path!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Bảng giá dịch vụ.pdf')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await fetchFile(await signIn(t), sent.body.data.file_path!)).statusCode).toBe(404);
  });

  it('refuses anything but pictures and PDFs by their content, writing nothing', async () => {
    const before = await countRows(t.db, 'chat_messages');
    const files = storedFiles().length;
    const url = `/api/chat/conversations/${conversationId}/files`;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const [bytes, name] of [
      [testImages.executable, 'anh.jpg'],
      [testImages.executable, 'setup.exe'],
      [html, 'bang-gia.pdf'],
      [html, 'trang.html'],
      [svg, 'logo.svg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'anh.gif'],
    ] as const) {
      const res = await upload(customer, url, bytes, name);
      expect(res.status, name).toBe(415);
      expect(res.body.message).toBe(M.fileTypeNotAllowed);
    }
    const none = await upload(customer, url, null);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(M.fileRequired);
    const longCaption = await upload(
      customer,
      url,
      PDF,
      'a.pdf',
      'x'.repeat(CHAT_LIMITS.captionMax + 1),
    );
    expect(longCaption.status).toBe(422);
    expect(longCaption.body.message).toBe(M.captionMax);
    expect(await countRows(t.db, 'chat_messages')).toBe(before);
    expect(storedFiles()).toHaveLength(files);
  });

  it('refuses a file over the size limit with 413', async () => {
    const before = await countRows(t.db, 'chat_messages');
    const big = Buffer.concat([PDF, Buffer.alloc(CHAT_LIMITS.fileMaxBytes)]);
    const res = await upload(
      customer,
      `/api/chat/conversations/${conversationId}/files`,
      big,
      'lon.pdf',
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(M.fileTooLarge);
    expect(await countRows(t.db, 'chat_messages')).toBe(before);
  });

  it('refuses a file in someone else’s or a closed conversation', async () => {
    const other = await signIn(t);
    const png = await testImages.png();
    const res = await upload(other, `/api/chat/conversations/${conversationId}/files`, png);
    expect(res.status).toBe(404);
    const mineToClose = await openConversation(t, other, { type: 'service', message: 'Xin chào' });
    const admin = await signIn(t, 'admin');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${mineToClose.id}/close`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    const files = storedFiles().length;
    const closed = await upload(other, `/api/chat/conversations/${mineToClose.id}/files`, png);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(M.conversationClosed);
    expect(storedFiles()).toHaveLength(files);
  });
});
