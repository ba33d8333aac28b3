import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.js';
import { ImageStore, uploadKeyOf } from './image-store.js';
import { ImageVariants } from './image-variants.js';
import { LocalFileStorage } from './local-storage.js';
import { detectImageType } from './image-type.js';
import { readMultipartForm } from './multipart-form.js';

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c05' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0c5' } })
    .jpeg()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#50c' } })
    .webp()
    .toBuffer();
/** An ELF executable header: what a renamed binary starts with. */
const executable = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Array<number>(64).fill(0)]);

function form(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const body = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') body.append(part.name, part.value);
    else body.append(part.name, new Blob([new Uint8Array(part.value)]), part.filename ?? 'a.jpg');
  }
  return body;
}

async function inject(app: FastifyInstance, body: FormData) {
  const request = new Request('http://x/upload', { method: 'POST', body });
  const payload = Buffer.from(await request.arrayBuffer());
  return app.inject({
    method: 'POST',
    url: '/upload',
    payload,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
}

describe('detectImageType', () => {
  it('reads the type from the content, not the name', async () => {
    expect(detectImageType(await png())).toBe('png');
    expect(detectImageType(await jpeg())).toBe('jpeg');
    expect(detectImageType(await webp())).toBe('webp');
    expect(detectImageType(executable)).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('uploads through a real app', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let store: ImageStore;
  let variants: ImageVariants;
  const fileOf = (url: string) => new LocalFileStorage(dataDir).pathOf(uploadKeyOf(url)!);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'salon-uploads-'));
    const storage = new LocalFileStorage(dataDir);
    variants = new ImageVariants(storage);
    store = new ImageStore(storage, variants);
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(multipart);
    app.post('/upload', async (request) => {
      const { fields, files } = await readMultipartForm(request, {
        maxFiles: 2,
        maxFileBytes: 200 * 1024,
        errorField: 'images',
      });
      const saved = [];
      for (const file of files)
        saved.push(await store.save(file.buffer, 'reviews', { field: 'images' }));
      return { fields, saved };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await variants.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps fields, re-encodes images as WebP and writes a thumbnail', async () => {
    const reply = await inject(
      app,
      form([
        { name: 'title', value: 'Tốt' },
        { name: 'tags[]', value: 'a' },
        { name: 'tags[]', value: 'b' },
        { name: 'images', value: await png(), filename: 'x.png' },
      ]),
    );
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{ fields: unknown; saved: { url: string; thumbnail_url: string }[] }>();
    expect(body.fields).toEqual({ title: 'Tốt', tags: ['a', 'b'] });
    const [image] = body.saved;
    expect(image?.url).toMatch(/^\/api\/storage\/reviews\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);
    const file = fileOf(image!.url);
    expect(detectImageType(readFileSync(file))).toBe('webp');
    expect(existsSync(fileOf(image!.thumbnail_url))).toBe(true);
    await variants.idle();
    await store.remove(image!.url);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses an executable renamed .jpg', async () => {
    const reply = await inject(
      app,
      form([{ name: 'images', value: executable, filename: 'anh.jpg' }]),
    );
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      message: 'Chỉ có thể tải lên file hình ảnh!',
      errors: { images: ['Chỉ có thể tải lên file hình ảnh!'] },
    });
  });

  it('refuses a file with an image header but a broken body', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(100)]);
    const reply = await inject(app, form([{ name: 'images', value: broken }]));
    expect(reply.statusCode).toBe(422);
  });

  it('refuses a file over the size limit and too many files', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(300 * 1024)]);
    const tooBig = await inject(app, form([{ name: 'images', value: big }]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: 'Hình ảnh phải nhỏ hơn 200KB!' });

    const three = await inject(
      app,
      form([
        { name: 'images', value: await png() },
        { name: 'images', value: await jpeg() },
        { name: 'images', value: await webp() },
      ]),
    );
    expect(three.statusCode).toBe(422);
    expect(three.json()).toMatchObject({
      errors: { images: ['Chỉ được tải lên tối đa 2 hình ảnh.'] },
    });
  });

  it('refuses a JSON body where a form is expected', async () => {
    const reply = await app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
    expect(reply.statusCode).toBe(415);
  });

  it('maps only URLs inside the uploads folder to store keys', () => {
    expect(uploadKeyOf('/api/storage/../../etc/passwd')).toBeNull();
    expect(uploadKeyOf('https://example.com/a.webp')).toBeNull();
    expect(uploadKeyOf('/api/storage/reviews/2026/11/a.webp')).toBe(
      'uploads/reviews/2026/11/a.webp',
    );
  });
});
