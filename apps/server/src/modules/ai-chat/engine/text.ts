import { foldVietnamese } from '@salon/shared';

/*
 * How the consultant reads a question: folded like every search of the product (no diacritics,
 * `đ` as `d`, lower case), split into whole words, with chat shorthand and salon slang written
 * out and small typos mended against the words it knows. Each word keeps what was typed, so a
 * word whose diacritics tell it apart (`mái` is not `mai`, `tôi` is not `tối`) can be told apart.
 */

export interface Word {
  /** Folded and written out: `bao`, `nhieu`. */
  text: string;
  /** As typed, lower case with its diacritics: `bn`, `mái`. */
  typed: string;
}

export interface Question {
  /** The question as sent, trimmed. */
  raw: string;
  words: Word[];
  /** The folded words joined by single spaces. */
  folded: string;
  /** Whether the question was typed with diacritics at all. */
  accented: boolean;
}

/** Shorthand of Vietnamese chat, each written out as the words it stands for. */
const SHORTHAND: Record<string, string> = {
  bn: 'bao nhieu',
  bnh: 'bao nhieu',
  bnhieu: 'bao nhieu',
  baonhieu: 'bao nhieu',
  bnhiu: 'bao nhieu',
  nhiu: 'nhieu',
  nhieuu: 'nhieu',
  nhju: 'nhieu',
  ko: 'khong',
  k: 'khong',
  kg: 'khong',
  kh: 'khong',
  khg: 'khong',
  hok: 'khong',
  hong: 'khong',
  hem: 'khong',
  khum: 'khong',
  hk: 'khong',
  j: 'gi',
  z: 'vay',
  v: 'vay',
  dk: 'duoc',
  sdt: 'so dien thoai',
  sodt: 'so dien thoai',
  dthoai: 'dien thoai',
  dt: 'dien thoai',
  ck: 'chuyen khoan',
  chuyenkhoan: 'chuyen khoan',
  stk: 'so tai khoan',
  tk: 'tai khoan',
  vietqr: 'qr',
  freeship: 'mien phi giao hang',
  sip: 'ship',
  hnay: 'hom nay',
  homnay: 'hom nay',
  bjo: 'bay gio',
  bgio: 'bay gio',
  dv: 'dich vu',
  sp: 'san pham',
  km: 'khuyen mai',
  nv: 'nhan vien',
  ad: 'admin',
  ntn: 'nhu the nao',
  lm: 'lam',
  mk: 'mat khau',
  hcm: 'ho chi minh',
  tphcm: 'ho chi minh',
  hochiminh: 'ho chi minh',
  sg: 'sai gon',
  saigon: 'sai gon',
  hanoi: 'ha noi',
  t2: 'thu 2',
  t3: 'thu 3',
  t4: 'thu 4',
  t5: 'thu 5',
  t6: 'thu 6',
  t7: 'thu 7',
  slot: 'cho',
  slots: 'cho',
  book: 'dat lich',
  booking: 'dat lich',
  bok: 'dat lich',
  hot: 'cat',
  ship: 'ship',
  shipping: 'ship',
  oke: 'ok',
  okie: 'ok',
  tks: 'cam on',
  thanks: 'cam on',
  thank: 'cam on',
  thx: 'cam on',
  camon: 'cam on',
  loreal: 'loreal',
  tresemme: 'tresemme',
};

/** Numbers written as words after `thứ`: `thứ hai` is Monday. */
const WEEKDAY_WORDS: Record<string, string> = {
  hai: '2',
  ba: '3',
  tu: '4',
  nam: '5',
  sau: '6',
  bay: '7',
};

/**
 * A character that is part of a word: letters, digits, and `:` or `/` between digits (14:00,
 * 20/11). Apostrophes join (L'Oréal is one word, `loreal`).
 */
function splitTyped(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/(\d{1,2})[h:](\d{2})(?!\d)/g, '$1:$2')
    .replace(/[^\p{L}\p{N}:/]+/gu, ' ')
    .replace(/(^|\s)[:/]+|[:/]+(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function foldWord(word: string): string {
  return foldVietnamese(word);
}

/**
 * `đc` is an address in salon chat (`cho em xin đc`, `đc chi nhánh`), `dc` mostly `được`:
 * read from the words around it.
 */
function readDc(previous: string | undefined, next: string | undefined): string {
  const addressBefore = new Set(['xin', 'cho', 'biet', 'gui', 'la', 'cai']);
  const addressAfter = new Set([
    'salon',
    'chi',
    'cn',
    'cua',
    'tiem',
    'o',
    'cac',
    'may',
    'ben',
    'co',
  ]);
  if (previous === undefined || addressBefore.has(previous)) return 'dia chi';
  if (next !== undefined && addressAfter.has(next)) return 'dia chi';
  return 'duoc';
}

/** Writes out shorthand; every resulting word keeps the word that was typed. */
function expand(typed: readonly string[]): Word[] {
  const words: Word[] = [];
  const folded = typed.map(foldWord);
  for (let i = 0; i < typed.length; i++) {
    const word = folded[i] ?? '';
    const raw = typed[i] ?? '';
    let out: string;
    if (word === 'dc') out = readDc(folded[i - 1], folded[i + 1]);
    else if (/^\d{1,2}h$/.test(word)) out = `${word.slice(0, -1)}:00`;
    else if (/^\d{1,2}h\d{2}$/.test(word)) out = word.replace('h', ':');
    else if (/^\d+k$/.test(word)) out = `${word.slice(0, -1)}000`;
    else if (word === 'thu' && WEEKDAY_WORDS[folded[i + 1] ?? ''] !== undefined) {
      out = `thu ${WEEKDAY_WORDS[folded[i + 1] ?? '']}`;
      i += 1;
    } else out = SHORTHAND[word] ?? word;
    for (const part of out.split(' ')) words.push({ text: part, typed: raw });
  }
  return words;
}

/** Damerau–Levenshtein distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  }
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      let value = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] ?? max + 1;
}

/**
 * Common words that are never "mended" into another word: `muon` (want) is not `uon` (perm),
 * `minh` is not `manh`.
 */
const KEEP = new Set(
  (
    'anh chi em ban toi minh muon can co khong la gi nao sao the nhe nha voi cua cho hoi ' +
    'duoc lam biet xin vui long oi a ah ak da vang roi nay kia do day dau ma thi va hay hoac ' +
    'mot hai ba bon nam sau bay tam chin muoi tram ngan trieu nhieu it het con ve den di toi ' +
    'sang chieu trua dem mai mot nay tuan thang ngay gio phut tieng luc vao tu tai o trong ' +
    'ngoai tren duoi truoc sau khi neu vi nen phai bi bang nhu cung dang se da moi rat qua ' +
    'lai nua them chua xong vay nhi hen hem nhe ne muon mua ban dat hen goi nhan xem tim ' +
    'minh nguoi khach'
  ).split(' '),
);

/**
 * Mends a word of five letters or more that is not in `vocabulary` when exactly one known word
 * (of five letters or more) is one typing slip away: a letter changed or two swapped; for longer
 * words also one missing or extra letter.
 */
function mend(word: string, vocabulary: ReadonlySet<string>): string {
  if (word.length < 5 || vocabulary.has(word) || KEEP.has(word) || /\d/.test(word)) return word;
  let found: string | null = null;
  for (const known of vocabulary) {
    if (known.length < 5) continue;
    const sameLength = known.length === word.length;
    if (!sameLength && word.length < 6) continue;
    if (editDistance(word, known, 1) === 1) {
      if (found !== null && found !== known) return word;
      found = known;
    }
  }
  return found ?? word;
}

/** Reads a question: folded words, shorthand written out, typos mended against `vocabulary`. */
export function readQuestion(raw: string, vocabulary: ReadonlySet<string>): Question {
  const typed = splitTyped(raw);
  const words = expand(typed).map((word) => ({ ...word, text: mend(word.text, vocabulary) }));
  return {
    raw: raw.trim(),
    words,
    folded: words.map((word) => word.text).join(' '),
    accented:
      foldVietnamese(raw) !== raw.toLowerCase().normalize('NFC').replace(/\s+/g, ' ').trim(),
  };
}

/** Does the folded text hold the phrase as whole words? */
export function hasPhrase(folded: string, phrase: string): boolean {
  return ` ${folded} `.includes(` ${phrase} `);
}

/** Does it hold any of the phrases as whole words? */
export function hasAny(folded: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => hasPhrase(folded, phrase));
}

/** The folded form of a catalogue or branch name, as questions are read. */
export function nameWords(name: string): string[] {
  return splitTyped(name).map(foldWord);
}
