import { buildSearchText, type ReviewableType, type ReviewStatus } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/database.js';
import type { QuestionTable, ReviewTable } from '../db/schema.js';

/** A stored review (pending unless told), written straight to the table. */
export async function createReview(
  db: Db,
  item: { type: ReviewableType; id: number },
  overrides: Partial<Insertable<ReviewTable>> & { status?: ReviewStatus } = {},
) {
  const title = overrides.title ?? 'Rất hài lòng';
  const content = overrides.content ?? 'Nhân viên nhiệt tình, không gian sạch sẽ.';
  return db
    .insertInto('reviews')
    .values({
      reviewable_type: item.type,
      reviewable_id: item.id,
      user_id: null,
      guest_name: 'Khách Thử',
      guest_email: 'khach.thu@example.com',
      rating: 5,
      search_text: buildSearchText(title, content, overrides.guest_name ?? 'Khách Thử'),
      ...overrides,
      title,
      content,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createQuestion(
  db: Db,
  item: { type: ReviewableType; id: number },
  overrides: Partial<Insertable<QuestionTable>> = {},
) {
  return db
    .insertInto('questions')
    .values({
      item_type: item.type,
      item_id: item.id,
      guest_name: 'Khách Hỏi',
      guest_email: 'khach.hoi@example.com',
      question: 'Dịch vụ này mất bao lâu?',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
}

/** A multipart/form-data request through app.inject. */
export async function injectForm(
  app: FastifyInstance,
  url: string,
  parts: FormPart[],
  options: { cookie?: string; remoteAddress?: string } = {},
) {
  const body = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') body.append(part.name, part.value);
    else body.append(part.name, new Blob([new Uint8Array(part.value)]), part.filename ?? 'anh.jpg');
  }
  const request = new Request('http://x/', { method: 'POST', body });
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export const testImages = {
  png: () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#c05' } })
      .png()
      .toBuffer(),
  jpeg: () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#0c5' } })
      .jpeg()
      .toBuffer(),
  /** An ELF executable header: what a renamed binary starts with. */
  executable: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Array<number>(64).fill(0)]),
};
