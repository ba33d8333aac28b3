import { describe, expect, it } from 'vitest';
import {
  buildSearchText,
  matchesCode,
  matchesSearch,
  matchesWordStart,
  SEARCH_RANK,
  searchItems,
  searchRank,
  searchWords,
  wordStartLikePattern,
} from './search-text.js';

/** `text LIKE pattern ESCAPE '\'`, as SQLite and PostgreSQL read it. */
function sqlLike(text: string, pattern: string): boolean {
  let regex = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === '\\') regex += (pattern.charAt(++i) || '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') regex += '[\\s\\S]*';
    else if (c === '_') regex += '[\\s\\S]';
    else regex += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${regex}$`).test(text);
}

const finds = (text: string, term: string) =>
  searchWords(term).every((word) => matchesWordStart(buildSearchText(text), word));

describe('buildSearchText and searchWords', () => {
  it('folds every part into one line, skipping empty ones', () => {
    expect(buildSearchText('Dầu gội Davines', null, 'Chăm sóc  tóc', undefined, '')).toBe(
      'dau goi davines cham soc toc',
    );
  });

  it('puts a space after a sign that comes right before a word', () => {
    expect(buildSearchText("Dầu gội L'Oréal 50%")).toBe("dau goi l' oreal 50%");
    expect(buildSearchText('Combo: Cắt + Gội (Nam/Nữ)')).toBe('combo: cat + goi ( nam/ nu)');
    expect(buildSearchText('NCC-0001')).toBe('ncc- 0001');
    // Applying it again changes nothing: stored texts can be rebuilt from themselves.
    const once = buildSearchText('Gói a_b, c\\d; (x)');
    expect(buildSearchText(once)).toBe(once);
  });

  it.each([
    ['cắt tóc', ['cat', 'toc']],
    ['  CAT   toc ', ['cat', 'toc']],
    ['đ', ['d']],
    ['', []],
    ['   ', []],
    [null, []],
  ])('splits %j into %j', (term, words) => {
    expect(searchWords(term)).toEqual(words);
  });
});

describe('a word matches at a word start, never inside a word', () => {
  it.each([
    ['Uốn lạnh', 'uốn'],
    ['Phục hồi tóc uốn', 'uon'],
    ['Cắt tóc nam', 'cat toc'],
    ['Cắt tóc nam', 'nam cắt'],
    ['Nhuộm màu', 'nhuo'],
    ['Đầu gội', 'dau'],
    ['Gội đầu', 'đầu'],
    ['Hủy lịch hẹn', 'hủy'],
    ["Dầu gội L'Oréal", 'oreal'],
    ["Dầu gội L'Oréal", "l'oreal"],
    ['Combo (Nam/Nữ)', 'nu'],
    ['Giảm 50% gội', '50%'],
    ['Giảm 50% gội', '%'],
    ['Gói a_b', 'a_b'],
    ['Gói a_b', '_'],
    ['Gói c\\d', 'c\\d'],
  ])('%j is found by %j', (text, term) => {
    expect(finds(text, term)).toBe(true);
  });

  it.each([
    ['Tư vấn theo khuôn mặt', 'uốn'],
    ['Tóc suôn mượt', 'uốn'],
    ['Chuyển lịch hẹn', 'hủy'],
    ['Thuốc nhuộm', 'uoc'],
    ['Giảm 500 gội', '50%'],
    ['Gói axb', 'a_b'],
    ['Gói axb', '_'],
    ['Cắt tóc nam', 'cat uon'],
    ['Tân Bình', 'an'],
  ])('%j is not found by %j', (text, term) => {
    expect(finds(text, term)).toBe(false);
  });

  it('the SQL pattern finds exactly what the rule finds', () => {
    const texts = [
      'Uốn lạnh',
      'Tư vấn theo khuôn mặt',
      'Tóc suôn mượt, uốn nhẹ',
      'Giảm 50% gội',
      'Giảm 500 gội',
      'Gói a_b',
      'Gói axb',
      'Gói c\\d',
      "Dầu gội L'Oréal",
      'Chuyển lịch, hủy lịch',
    ];
    const words = ['uon', 'uốn', 'khuon', '50%', '%', '_', 'a_b', 'c\\d', 'oreal', 'huy', 'ch'];
    for (const text of texts) {
      const stored = buildSearchText(text);
      for (const word of words) {
        expect(sqlLike(` ${stored}`, wordStartLikePattern(word)), `${text} / ${word}`).toBe(
          matchesWordStart(stored, word),
        );
      }
    }
  });
});

describe('codes match anywhere', () => {
  it('finds part of an order number, SKU or phone, spaces and case ignored', () => {
    expect(matchesCode('DH20250101-0007', '0101-00')).toBe(true);
    expect(matchesCode('SKU-ABC-123', 'abc-12')).toBe(true);
    expect(matchesCode('0901 234 567', '1234')).toBe(true);
    expect(matchesCode('0901 234 567', '999')).toBe(false);
  });
});

describe('ranking: name hits first', () => {
  it('ranks every word in the name, then some, then elsewhere; null when a word is missing', () => {
    const words = searchWords('uốn nhẹ');
    expect(searchRank(words, { name: 'Uốn nhẹ nhàng' })).toBe(SEARCH_RANK.allInName);
    expect(searchRank(words, { name: 'Uốn lạnh', text: ['Sóng nhẹ'] })).toBe(
      SEARCH_RANK.someInName,
    );
    expect(searchRank(words, { name: 'Kem tạo lọn', text: ['Cho tóc uốn, giữ nếp nhẹ'] })).toBe(
      SEARCH_RANK.elsewhere,
    );
    expect(searchRank(words, { name: 'Khuôn mặt', text: ['nhẹ'] })).toBeNull();
    expect(searchRank(['0007'], { name: 'Đơn', codes: ['DH-20250007'] })).toBe(
      SEARCH_RANK.elsewhere,
    );
  });

  it('puts "Uốn lạnh" and "Uốn phồng" before items that only mention "uốn"', () => {
    const items = [
      { name: 'Kem tạo lọn', text: ['Giữ lọn cho tóc uốn'] },
      { name: 'Tư vấn khuôn mặt', text: [] },
      { name: 'Uốn lạnh', text: [] },
      { name: 'Dầu gội suôn mượt', text: [] },
      { name: 'Phục hồi', text: ['Sau khi uốn, nhuộm'] },
      { name: 'Uốn phồng', text: [] },
    ];
    const found = searchItems(items, searchWords('uốn'), (item) => item);
    expect(found.map((item) => item.name)).toEqual([
      'Uốn lạnh',
      'Uốn phồng',
      'Kem tạo lọn',
      'Phục hồi',
    ]);
  });

  it('keeps every item, in order, when there is no word', () => {
    const items = [{ name: 'B' }, { name: 'A' }];
    expect(searchItems(items, [], (item) => item)).toEqual(items);
    expect(matchesSearch([], { name: 'x' })).toBe(true);
  });
});
