import { describe, expect, it } from 'vitest';
import {
  guestAuthorSchema,
  questionCreateSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
} from './schemas.js';

const review = {
  reviewable_type: 'service',
  reviewable_id: '3',
  rating: '4',
  title: ' Tốt ',
  content: 'Hài lòng',
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('review schemas', () => {
  it('coerces form fields and trims text', () => {
    expect(reviewCreateSchema.parse(review)).toEqual({
      reviewable_type: 'service',
      reviewable_id: 3,
      rating: 4,
      title: 'Tốt',
      content: 'Hài lòng',
    });
  });

  it('asks for the stars, the title and the content with the storefront messages', () => {
    const result = reviewCreateSchema.safeParse({
      ...review,
      rating: '',
      title: '',
      content: '   ',
    });
    expect(messages(result)).toEqual({
      rating: 'Vui lòng chọn số sao đánh giá!',
      title: 'Vui lòng nhập tiêu đề đánh giá!',
      content: 'Vui lòng nhập nội dung đánh giá!',
    });
    expect(reviewCreateSchema.safeParse({ ...review, title: 'a'.repeat(100) }).success).toBe(true);
    expect(reviewCreateSchema.safeParse({ ...review, title: 'a'.repeat(101) }).success).toBe(false);
    expect(reviewCreateSchema.safeParse({ ...review, content: 'a'.repeat(1001) }).success).toBe(
      false,
    );
  });

  it('guests give a name and a valid e-mail, stored lower-cased', () => {
    expect(messages(guestAuthorSchema.safeParse({}))).toEqual({
      guest_name: 'Vui lòng nhập họ tên!',
      guest_email: 'Vui lòng nhập email!',
    });
    expect(messages(guestAuthorSchema.safeParse({ guest_name: 'A', guest_email: 'a@b' }))).toEqual({
      guest_email: 'Email không hợp lệ!',
    });
    expect(
      guestAuthorSchema.parse({ guest_name: 'A', guest_email: 'Lan@Mail.VN' }).guest_email,
    ).toBe('lan@mail.vn');
  });

  it('questions are required and at most 500 characters', () => {
    const base = { item_type: 'product', item_id: 1 };
    expect(messages(questionCreateSchema.safeParse({ ...base, question: ' ' }))).toEqual({
      question: 'Vui lòng nhập câu hỏi!',
    });
    expect(questionCreateSchema.safeParse({ ...base, question: 'a'.repeat(500) }).success).toBe(
      true,
    );
    expect(questionCreateSchema.safeParse({ ...base, question: 'a'.repeat(501) }).success).toBe(
      false,
    );
  });

  it('pages of reviews hold 5, 10 or 20, 10 by default', () => {
    const base = { reviewable_type: 'product', reviewable_id: '1' };
    expect(reviewListQuerySchema.parse(base).per_page).toBe(10);
    for (const size of ['5', '10', '20']) {
      expect(reviewListQuerySchema.parse({ ...base, per_page: size }).per_page).toBe(Number(size));
    }
    expect(reviewListQuerySchema.safeParse({ ...base, per_page: '15' }).success).toBe(false);
  });
});
