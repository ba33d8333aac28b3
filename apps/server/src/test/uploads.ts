/** Multipart bodies and test images for upload tests. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { uploadKeyOf } from '../lib/uploads/image-store.js';
import { ImageVariants } from '../lib/uploads/image-variants.js';
import { LocalFileStorage } from '../lib/uploads/local-storage.js';

export interface FormPart {
  name: string;
  /** A text field, or the bytes of a file. */
  value: string | Buffer;
  filename?: string;
}

/** A multipart/form-data body and its content type, for app.inject. */
export async function multipartBody(
  parts: FormPart[],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.value)]), part.filename ?? 'anh.jpg');
  }
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Sends a multipart form through the real app. */
export async function injectForm(
  app: FastifyInstance,
  options: {
    method?: 'POST' | 'PUT';
    url: string;
    parts: FormPart[];
    cookie?: string;
    remoteAddress?: string;
  },
) {
  const body = await multipartBody(options.parts);
  return app.inject({
    method: options.method ?? 'POST',
    url: options.url,
    payload: body.payload,
    headers: { ...body.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export const testImages = {
  png: (width = 64, height = 32) =>
    sharp({ create: { width, height, channels: 3, background: '#c05' } })
      .png()
      .toBuffer(),
  jpeg: (width = 64, height = 32) =>
    sharp({ create: { width, height, channels: 3, background: '#0c5' } })
      .jpeg()
      .toBuffer(),
  /** An ELF executable header: what a renamed binary starts with. */
  executable: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Array<number>(64).fill(0)]),
};

/** Where a file served under /api/storage/ is kept on the local disk ('' for any other URL). */
export function storedFile(dataDir: string, url: string): string {
  const key = uploadKeyOf(url);
  return key ? new LocalFileStorage(dataDir).pathOf(key) : '';
}

/**
 * The names of the files kept under DATA_DIR/uploads/<folder> (local disk), without the
 * responsive copies that are made in the background and files still being written.
 */
export function uploadedOriginals(dataDir: string, folder: string): string[] {
  const root = path.join(dataDir, 'uploads', folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.includes('.partial-'))
    .map((entry) => entry.name)
    .filter((name) => !ImageVariants.isVariantKey(name));
}
