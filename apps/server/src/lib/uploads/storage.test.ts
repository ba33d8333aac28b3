import { randomBytes } from 'node:crypto';
import { imageVariantUrl, IMAGE_VARIANT_FORMATS, IMAGE_WIDTHS } from '@salon/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { startS3Server, type TestS3 } from '../../test/s3-server.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';
import { createFileStorage } from './create-storage.js';
import type { FileStorage } from './file-storage.js';
import { uploadKeyOf } from './image-store.js';
import {
  ImageVariants,
  IMMUTABLE_CACHE,
  ORIGINAL_CACHE,
  VARIANT_LIMITS,
} from './image-variants.js';

/** A picture of random pixels: nothing compresses it, so encoding it takes a while. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .webp({ quality: 90 })
    .toBuffer();

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const allVariants = (url: string) =>
  IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_VARIANT_FORMATS.map((format) => imageVariantUrl(url, width, format)),
  );

describe.each(['local', 's3'] as const)('uploaded files, %s storage', (mode) => {
  let t: TestApp;
  let s3: TestS3 | undefined;
  let storage: FileStorage;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const stored = (url: string) => storage.exists(uploadKeyOf(url)!);
  const put = (url: string, data: Buffer) =>
    storage.put(uploadKeyOf(url)!, data, { contentType: 'image/webp' });

  beforeAll(async () => {
    s3 = mode === 's3' ? await startS3Server() : undefined;
    t = await createTestApp(s3 ? { s3: s3.location } : {});
    storage = createFileStorage({ dataDir: t.config.dataDir, s3: s3?.location });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('serves an upload with its cache headers, makes its six copies at once, and never enlarges', async () => {
    const customer = await signIn(t);
    const uploaded = await injectForm(t.app, {
      url: '/api/customer/profile/avatar',
      cookie: customer.cookie,
      parts: [{ name: 'avatar', value: await testImages.png(900, 600), filename: 'a.png' }],
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json<{ data: { user: { avatar_url: string } } }>().data.user.avatar_url;
    expect(url).toMatch(/^\/api\/storage\/avatars\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);

    const original = await get(url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect(original.headers['cache-control']).toBe(ORIGINAL_CACHE);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(512);
    const etag = String(original.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);

    // Made after the reply, without anyone asking.
    for (const variant of allVariants(url)) {
      await waitFor(() => stored(variant), variant);
    }
    const small = await get(imageVariantUrl(url, 375, 'avif'));
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/avif');
    expect(small.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const smallInfo = await sharp(small.rawPayload).metadata();
    expect([smallInfo.format, smallInfo.width]).toEqual(['heif', 375]);
    // The 512 px original asked at 1280 keeps its 512 px, under the name asked.
    const large = await get(imageVariantUrl(url, 1280, 'webp'));
    expect(large.headers['content-type']).toBe('image/webp');
    expect((await sharp(large.rawPayload).metadata()).width).toBe(512);
  });

  it('makes a missing copy on its first request, once for concurrent requests, and keeps it', async () => {
    const url = `/api/storage/reviews/2026/11/${randomBytes(12).toString('hex')}.webp`;
    await put(url, await noise(1000, 700));
    const variant = imageVariantUrl(url, 750, 'avif');
    expect(await stored(variant)).toBe(false);
    // More requests than may wait: had each its own encoding, some would get the original.
    const replies = await Promise.all(
      Array.from({ length: VARIANT_LIMITS.maxWaiting + 3 }, () => get(variant)),
    );
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/avif');
      expect(reply.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    }
    expect(new Set(replies.map((reply) => reply.headers.etag)).size).toBe(1);
    expect(await stored(variant)).toBe(true);
    expect((await sharp((await get(variant)).rawPayload).metadata()).width).toBe(750);
  });

  it('bounds the encodings: a flood of first requests gets the original, not cached, beyond the line', async () => {
    const urls = [0, 1].map(
      () => `/api/storage/reviews/2026/11/${randomBytes(12).toString('hex')}.webp`,
    );
    for (const url of urls) await put(url, await noise(1200, 800));
    const asked = urls.flatMap(allVariants);
    const replies = await Promise.all(asked.map((variant) => get(variant)));
    const made = replies.filter((reply) => reply.headers['cache-control'] === IMMUTABLE_CACHE);
    const originals = replies.filter((reply) => reply.headers['cache-control'] === 'no-store');
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(made.length + originals.length).toBe(asked.length);
    expect(made.length).toBeGreaterThan(0);
    expect(made.length).toBeLessThanOrEqual(VARIANT_LIMITS.concurrency + VARIANT_LIMITS.maxWaiting);
    for (const reply of originals) {
      expect(reply.headers['content-type']).toBe('image/webp');
      expect((await sharp(reply.rawPayload).metadata()).width).toBe(1200);
    }
    // Asked again once the line is free, it is made.
    const refused = asked.find((_, i) => replies[i]?.headers['cache-control'] === 'no-store');
    const again = await get(refused!);
    expect(again.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(again.headers['content-type']).toMatch(/^image\/(avif|webp)$/);
  }, 120_000);

  it('answers 404 for a copy of a missing original, a size or format off the list, and paths out of the folder', async () => {
    const url = `/api/storage/reviews/2026/11/${randomBytes(12).toString('hex')}.webp`;
    await put(url, await testImages.png(800, 400).then((png) => sharp(png).webp().toBuffer()));
    const stem = url.slice(0, -'.webp'.length);
    const missing = `/api/storage/reviews/2026/11/${randomBytes(12).toString('hex')}.w375.avif`;
    for (const path of [
      missing,
      `${stem}.w500.avif`,
      `${stem}.w376.webp`,
      `${stem}.w375.png`,
      `${stem}.w375.gif`,
      `${stem}.w0375.avif`,
    ]) {
      const reply = await get(path);
      expect(reply.statusCode, path).toBe(404);
      expect(reply.json(), path).toMatchObject({ message: 'Không tìm thấy nội dung yêu cầu.' });
    }
    for (const path of [
      '/api/storage/%2e%2e/%2e%2e/etc/passwd',
      '/api/storage/reviews/..%2f..%2f..%2fsession-secret',
      '/api/storage/..%5c..%5csession-secret',
      '/api/storage/',
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
    expect(await stored(missing)).toBe(false);
    expect(await stored(`${stem}.w500.avif`)).toBe(false);
  });

  it('caches the copies of a name that is written again (the demo pictures) like their original', async () => {
    const url = `/api/storage/demo/banners/${randomBytes(4).toString('hex')}-banner.webp`;
    await put(url, await noise(400, 150));
    const reply = await get(imageVariantUrl(url, 375, 'webp'));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe(ORIGINAL_CACHE);
  });

  it('deletes the copies with their original', async () => {
    const customer = await signIn(t);
    const uploaded = await injectForm(t.app, {
      url: '/api/customer/profile/avatar',
      cookie: customer.cookie,
      parts: [{ name: 'avatar', value: await testImages.png(600, 600), filename: 'a.png' }],
    });
    const url = uploaded.json<{ data: { user: { avatar_url: string } } }>().data.user.avatar_url;
    const thumb = url.replace(/\.webp$/, '-thumb.webp');
    for (const variant of allVariants(url)) await waitFor(() => stored(variant), variant);
    expect((await get(imageVariantUrl(thumb, 375, 'avif'))).statusCode).toBe(200);

    const removed = await injectAs(t, customer.cookie, 'DELETE', '/api/customer/profile/avatar');
    expect(removed.statusCode).toBe(200);
    for (const gone of [url, thumb, ...allVariants(url), ...allVariants(thumb)]) {
      expect(await stored(gone), gone).toBe(false);
      expect((await get(gone)).statusCode, gone).toBe(404);
    }
  });

  it('makes, in the background job, the copies that pictures under uploads/ lack', async () => {
    const url = `/api/storage/demo/products/${randomBytes(4).toString('hex')}.webp`;
    await put(url, await noise(300, 200));
    const job = new ImageVariants(storage);
    expect(await job.prepareFolder('uploads/demo/')).toBeGreaterThan(0);
    await job.idle();
    for (const variant of allVariants(url)) expect(await stored(variant), variant).toBe(true);
    expect(await job.prepareFolder('uploads/demo/')).toBe(0);
  });
});
