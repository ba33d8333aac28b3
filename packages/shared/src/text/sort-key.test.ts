import { describe, expect, it } from 'vitest';
import { compareVietnamese, vietnameseSortKey } from './sort-key.js';

const sorted = (names: string[]) => [...names].sort(compareVietnamese);

describe('Vietnamese alphabetical order', () => {
  it('puts ă after a, â after ă, đ after d, and tones after the base letter', () => {
    expect(sorted(['Dũng', 'Đào', 'Âu', 'Bình', 'Ăn', 'Ánh', 'An'])).toEqual([
      'An',
      'Ánh',
      'Ăn',
      'Âu',
      'Bình',
      'Dũng',
      'Đào',
    ]);
  });

  it('follows the alphabet a ă â b c d đ e ê g h i k l m n o ô ơ p q r s t u ư v x y', () => {
    const alphabet = 'a ă â b c d đ e ê g h i k l m n o ô ơ p q r s t u ư v x y'.split(' ');
    const shuffled = [...alphabet].reverse();
    expect(sorted(shuffled)).toEqual(alphabet);
    // Plain byte order would put every marked letter after y.
    expect([...shuffled].sort()).not.toEqual(alphabet);
  });

  it('orders tones none, huyền, hỏi, ngã, sắc, nặng', () => {
    expect(sorted(['ạ', 'á', 'ã', 'ả', 'à', 'a'])).toEqual(['a', 'à', 'ả', 'ã', 'á', 'ạ']);
    expect(sorted(['Lý', 'Lê', 'Lệ', 'Lế', 'Lễ', 'Lể', 'Lề'])).toEqual([
      'Lê',
      'Lề',
      'Lể',
      'Lễ',
      'Lế',
      'Lệ',
      'Lý',
    ]);
  });

  it('compares letters before tones, and words one by one', () => {
    // The letters decide first: án < anh although á (sắc) comes after a.
    expect(sorted(['Anh', 'Án', 'An Bình', 'An'])).toEqual(['An', 'Án', 'An Bình', 'Anh']);
    expect(sorted(['Nguyễn Văn B', 'Nguyên', 'Nguyễn Văn A'])).toEqual([
      'Nguyên',
      'Nguyễn Văn A',
      'Nguyễn Văn B',
    ]);
  });

  it('ignores case and signs; digits come before letters', () => {
    expect(vietnameseSortKey('ĐÀO')).toBe(vietnameseSortKey('đào'));
    expect(vietnameseSortKey('  Cắt-tóc ')).toBe(vietnameseSortKey('cắt tóc'));
    expect(sorted(['b', '2 a', 'A', '10'])).toEqual(['10', '2 a', 'A', 'b']);
  });

  it('reads names typed with combining marks (NFD) like precomposed ones', () => {
    expect(vietnameseSortKey('Phường Bến Thành'.normalize('NFD'))).toBe(
      vietnameseSortKey('Phường Bến Thành'),
    );
  });

  it('gives keys of letters and digits only, so any collation orders them the same', () => {
    for (const name of ['Nguyễn Thị Ánh', "L'Oréal 50%", '東京', 'Zoë', '']) {
      expect(vietnameseSortKey(name)).toMatch(/^[0-9a-z]*$/);
    }
  });

  it('agrees with the Vietnamese collation of ICU wherever it tells two names apart', () => {
    const names = [
      'An',
      'Án',
      'Anh',
      'Ánh',
      'Ăn',
      'Ắn',
      'Âu',
      'Ẩu',
      'Bình',
      'Cường',
      'Chi',
      'Dũng',
      'Duy',
      'Đào',
      'Đạt',
      'Em',
      'Ê',
      'Giang',
      'Hà',
      'Hạ',
      'Hải',
      'Hoà',
      'Hưng',
      'Hùng',
      'Khánh',
      'Lan',
      'Linh',
      'Mai',
      'Nga',
      'Ngân',
      'Ngọc',
      'Nhung',
      'Oanh',
      'Ôn',
      'Ơn',
      'Phúc',
      'Quân',
      'Sơn',
      'Tâm',
      'Thảo',
      'Trang',
      'Tú',
      'Tư',
      'Uyên',
      'Ưng',
      'Vân',
      'Xuân',
      'Yến',
    ];
    const icu = new Intl.Collator('vi', { sensitivity: 'accent' });
    for (const a of names) {
      for (const b of names) {
        const ours = Math.sign(compareVietnamese(a, b));
        if (ours !== 0) expect(ours, `${a} / ${b}`).toBe(Math.sign(icu.compare(a, b)));
      }
    }
  });
});
