import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { imageVariantUrl, type BackupDrillView, type BackupView } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBackupArchive } from '../../modules/backups/backup-archive.js';
import { PrivacyArchives } from '../../modules/privacy/privacy-archives.js';
import { openConversation } from '../../test/chat-factories.js';
import { createBranch } from '../../test/factories.js';
import { startS3Server, type TestS3 } from '../../test/s3-server.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';
import { ImageVariants } from './image-variants.js';
import { S3FileStorage } from './s3-storage.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let s3: TestS3;
let t: TestApp;
let bucket: S3FileStorage;
let admin: SignedIn;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ s3: s3.location });
  bucket = new S3FileStorage(s3.location);
  admin = await signIn(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of bucket.list(prefix)) keys.push(entry.key);
  return keys;
}

describe('with S3_URL, files live in the bucket', () => {
  it('keeps chat files there and serves them to the conversation’s people only', async () => {
    const branch = await createBranch(t.db);
    const customer = await signIn(t, 'customer', { branch_id: branch.id });
    const stranger = await signIn(t, 'customer', { branch_id: branch.id });
    const conversation = await openConversation(t, customer);
    const sent = await injectForm(t.app, {
      url: `/api/chat/conversations/${conversation.id}/files`,
      parts: [{ name: 'file', value: PDF, filename: 'bang-gia.pdf' }],
      cookie: customer.cookie,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const url = sent.json<{ data: { file_path: string } }>().data.file_path;

    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: customer.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const other = await t.app.inject({ method: 'GET', url, headers: { cookie: stranger.cookie } });
    expect(other.statusCode).toBe(404);

    expect(await keysUnder('chat-files/')).toHaveLength(1);
    expect(existsSync(path.join(t.config.dataDir, 'chat-files'))).toBe(false);
  });

  it('writes personal-data archives there and removes them once handed over', async () => {
    const customer = await signIn(t);
    const archives = new PrivacyArchives(bucket);
    const file = await archives.build(t.db, customer.user.id, new Date());
    expect(await keysUnder('privacy-archives/')).toEqual([`privacy-archives/${file}`]);
    expect(gunzipSync(await archives.read(file)).includes('du-lieu.json')).toBe(true);
    await archives.remove(file);
    expect(await keysUnder('privacy-archives/')).toEqual([]);
    expect(existsSync(path.join(t.config.dataDir, 'privacy-archives'))).toBe(false);
  });

  it('backs up the bucket’s files (not the responsive copies) and the drill verifies them', async () => {
    const picture = await testImages.png(500, 300);
    const url = `/api/storage/reviews/2026/11/${randomBytes(12).toString('hex')}.png`;
    await bucket.put(`uploads${url.slice('/api/storage'.length)}`, picture, {
      contentType: 'image/png',
    });
    const variant = await t.app.inject({ method: 'GET', url: imageVariantUrl(url, 375, 'webp') });
    expect(variant.statusCode).toBe(200);
    const stored = [...(await keysUnder('uploads/')), ...(await keysUnder('chat-files/'))];
    const originals = stored.filter((key) => !ImageVariants.isVariantKey(key));
    expect(stored.length).toBeGreaterThan(originals.length);

    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/security/backups',
      headers: admin.headers,
    });
    expect(made.statusCode, made.body).toBe(201);
    const backup = made.json<{ data: BackupView }>().data;
    expect(backup).toMatchObject({ status: 'ok', upload_files: originals.length });
    const opened = await openBackupArchive(
      path.join(t.config.dataDir, 'backups', backup.file_name),
    );
    expect(opened.manifest.files.map((part) => part.name).sort()).toEqual(originals.sort());
    const key = `uploads${url.slice('/api/storage'.length)}`;
    expect(opened.parts.get(key)?.equals(picture)).toBe(true);

    const drill = await t.app.inject({
      method: 'POST',
      url: `/api/admin/security/backups/${backup.id}/drill`,
      headers: admin.headers,
    });
    expect(drill.statusCode, drill.body).toBe(201);
    const result = drill.json<{ data: BackupDrillView }>().data;
    expect(result.result, result.error ?? '').toBe('passed');
  });

  it('is refused with a wrong secret: every request is signed', async () => {
    const wrong = new S3FileStorage({ ...s3.location, secretAccessKey: 'not-the-secret' });
    await expect(wrong.read('uploads/anything.webp')).rejects.toThrow(/403 SignatureDoesNotMatch/);
  });
});
