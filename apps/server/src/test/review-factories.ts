import { buildSearchText, type ReviewableType, type ReviewStatus } from '@salon/shared';
import type { Insertable } from 'kysely';
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
