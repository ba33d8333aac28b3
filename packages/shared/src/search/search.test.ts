import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search-query.js';
import { cutText, SEARCH_MESSAGES } from './search.js';

describe('searchQuerySchema', () => {
  it('trims, turns a missing term into an empty one and cuts long ones', () => {
    expect(searchQuerySchema.parse({})).toEqual({ q: '' });
    expect(searchQuerySchema.parse({ q: '  cắt tóc ' })).toEqual({ q: 'cắt tóc' });
    expect(searchQuerySchema.parse({ q: 'a'.repeat(250) }).q).toHaveLength(100);
  });
});

describe('cutText', () => {
  it('keeps short text and cuts long text at 80 characters on a word', () => {
    expect(cutText('Ngắn gọn', 80)).toBe('Ngắn gọn');
    expect(cutText(null, 80)).toBe('');
    const long =
      'Tư vấn kiểu tóc hợp khuôn mặt, cắt tỉa tỉ mỉ, gội sạch và vuốt sáp tạo kiểu cho anh em văn phòng.';
    const cut = cutText(long, 80);
    expect(cut.length).toBeLessThanOrEqual(81);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('names the term when nothing is found', () => {
    expect(SEARCH_MESSAGES.noResults('xyz')).toBe('Không tìm thấy kết quả cho "xyz"');
  });
});
