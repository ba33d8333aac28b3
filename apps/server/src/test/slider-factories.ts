/** Factories for slider tests: sliders, multipart bodies and test images. */
import { buildSearchText, salonToday } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../db/database.js';
import type { SliderRow, SliderTable } from '../db/schema.js';

let sequence = 0;

/** An active home banner showing today, unless overridden. */
export async function createSlider(
  db: Db,
  overrides: Partial<Insertable<SliderTable>> = {},
): Promise<SliderRow> {
  const title = overrides.title ?? `Slider ${Date.now().toString(36)}${(sequence++).toString(36)}`;
  return db
    .insertInto('sliders')
    .values({
      type: 'banner',
      position: 'home',
      image_url: '/api/storage/demo/banners/salon-toc-viet.webp',
      search_text: buildSearchText(title, overrides.subtitle),
      ...overrides,
      title,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `YYYY-MM-DD`, `days` from the salon's today. */
export function salonDay(days: number): string {
  const today = new Date(`${salonToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
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

export type FormPart =
  { name: string; value: string } | { name: string; file: Buffer; filename?: string };

/** Sends a multipart form through the real app. */
export async function injectForm(
  app: FastifyInstance,
  options: { method: 'POST' | 'PUT'; url: string; cookie?: string; parts: FormPart[] },
) {
  const body = new FormData();
  for (const part of options.parts) {
    if ('value' in part) body.append(part.name, part.value);
    else body.append(part.name, new Blob([new Uint8Array(part.file)]), part.filename ?? 'anh.jpg');
  }
  const request = new Request('http://x/', { method: 'POST', body });
  const payload = Buffer.from(await request.arrayBuffer());
  return app.inject({
    method: options.method,
    url: options.url,
    payload,
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}
