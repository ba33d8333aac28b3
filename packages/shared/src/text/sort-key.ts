/*
 * Vietnamese alphabetical order, for every list sorted by name (server and web).
 *
 * Letters: a ă â b c d đ e ê (f) g h i (j) k l m n o ô ơ p q r s t u ư v (w) x y (z); digits come
 * before letters. Case is ignored. Tones count only between names whose letters are the same,
 * from the left, in dictionary order: none, huyền, hỏi, ngã, sắc, nặng (a à ả ã á ạ). Words
 * count one by one (`An` < `An Bình` < `Anh`); signs and spaces only separate words.
 *
 * The order is a key string: comparing two keys character by character (JavaScript `<`, SQLite
 * BINARY, PostgreSQL `COLLATE "C"`) gives the order of the names. The server stores it next to
 * the name (`name_key`) so that both engines sort with a plain ORDER BY.
 */

const LETTERS = 'aăâbcdđeêfghijklmnoôơpqrstuưvwxyz';
/** A base letter with the mark that makes it another letter (NFD): `a` + breve is `ă`. */
const MARKED_LETTERS: Record<string, string> = {
  'a\u0306': 'ă',
  'a\u0302': 'â',
  'e\u0302': 'ê',
  'o\u0302': 'ô',
  'o\u031b': 'ơ',
  'u\u031b': 'ư',
};
/** Tone marks (NFD) in dictionary order: huyền, hỏi, ngã, sắc, nặng. */
const TONES = ['\u0300', '\u0309', '\u0303', '\u0301', '\u0323'];

const COMBINING = /\p{M}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/* Units of the first part of the key; every unit's first character gives its length. */
const END = '00';
const BREAK = '01';
const digitUnit = (digit: string) => `1${digit}`;
const letterUnit = (index: number) => `2${index.toString(36)}`;
/** Any other letter or digit (another script), by code point, after the Vietnamese letters. */
const otherUnit = (char: string) => `3${(char.codePointAt(0) ?? 0).toString(36).padStart(4, '0')}`;

/**
 * The sort key of a name: the letters' units, an end mark, then one tone digit per unit.
 * `vietnameseSortKey(a) < vietnameseSortKey(b)` when `a` comes before `b`; equal keys for names
 * that differ only in case or signs.
 */
export function vietnameseSortKey(name: string): string {
  const chars = [...name.normalize('NFD')];
  const units: string[] = [];
  const tones: number[] = [];
  let pendingBreak = false;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? '';
    if (COMBINING.test(char)) continue;
    const marks: string[] = [];
    while (i + 1 < chars.length && COMBINING.test(chars[i + 1] ?? '')) marks.push(chars[++i] ?? '');
    const lower = char.toLowerCase();
    if (!LETTER_OR_DIGIT.test(char)) {
      pendingBreak = units.length > 0;
      continue;
    }
    if (pendingBreak) {
      units.push(BREAK);
      tones.push(0);
      pendingBreak = false;
    }
    const letter =
      marks.map((mark) => MARKED_LETTERS[lower + mark]).find((found) => found !== undefined) ??
      lower;
    const index = LETTERS.indexOf(letter);
    if (index >= 0) {
      units.push(letterUnit(index));
      tones.push(TONES.findIndex((tone) => marks.includes(tone)) + 1);
    } else if (/^[0-9]$/.test(letter)) {
      units.push(digitUnit(letter));
      tones.push(0);
    } else {
      units.push(otherUnit(letter));
      tones.push(0);
    }
  }
  return `${units.join('')}${END}${tones.join('')}`;
}

/** Vietnamese alphabetical order of two names (for `Array.prototype.sort`). */
export function compareVietnamese(a: string, b: string): number {
  const ka = vietnameseSortKey(a);
  const kb = vietnameseSortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
