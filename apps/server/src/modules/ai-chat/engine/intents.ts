import { hasAny, hasPhrase, type Question } from './text.js';

/** What a question asks about; one question may ask several things. */
export type Intent =
  | 'greeting'
  | 'thanks'
  | 'price'
  | 'duration'
  | 'free_times'
  | 'book'
  | 'branches'
  | 'address'
  | 'phone'
  | 'hours'
  | 'holidays'
  | 'payment'
  | 'transfer'
  | 'delivery'
  | 'vat'
  | 'promotions'
  | 'services_list'
  | 'products_list'
  | 'my_appointments'
  | 'my_orders'
  | 'handover'
  | 'out_of_scope';

/**
 * The words and phrases of each intent, folded (`giá` is `gia`), matched as whole words.
 * Shorthand is already written out by `readQuestion` (`bn` is `bao nhieu`, `sdt` is
 * `so dien thoai`, `ck` is `chuyen khoan`, `slot` is `cho`).
 */
const PHRASES: Record<Exclude<Intent, 'out_of_scope'>, readonly string[]> = {
  greeting: ['xin chao', 'chao', 'hello', 'hi', 'alo', 'helo', 'hey'],
  thanks: ['cam on', 'ok', 'tot qua'],
  price: [
    'gia',
    'bao nhieu tien',
    'bao nhieu',
    'nhieu tien',
    'chi phi',
    'tien',
    'bang gia',
    'het bao nhieu',
    'mat bao nhieu',
    'gia ca',
    'tinh phi',
    'may tien',
    'mac khong',
    're khong',
  ],
  duration: [
    'bao lau',
    'mat bao lau',
    'may tieng',
    'bao nhieu phut',
    'bao nhieu tieng',
    'thoi gian lam',
    'lau khong',
    'trong bao lau',
    'ton bao lau',
    'het bao lau',
    'mat may tieng',
    'bao nhieu lau',
  ],
  free_times: [
    'con cho',
    'con trong',
    'trong lich',
    'lich trong',
    'gio trong',
    'khung gio',
    'may gio',
    'gio nao',
    'luc nao',
    'co cho',
    'het cho',
    'kin lich',
    'con lich',
    'con suat',
    'trong khong',
    'ranh',
    'con ranh',
  ],
  book: [
    'dat lich',
    'dat hen',
    'hen lich',
    'dat cho',
    'dang ky',
    'giu cho',
    'muon lam',
    'muon cat',
    'muon dat',
  ],
  branches: [
    'chi nhanh',
    'co so',
    'cua hang',
    'tiem',
    'may chi nhanh',
    'nhung chi nhanh',
    'o dau',
    'gan nhat',
    'chi nhanh nao',
    'salon o',
  ],
  address: ['dia chi', 'o dau', 'duong nao', 'cho nao', 'ban do', 'nam o dau'],
  phone: [
    'so dien thoai',
    'dien thoai',
    'hotline',
    'so may',
    'goi dien',
    'lien he',
    'lien lac',
    'so lien he',
    'goi cho',
    'zalo',
    'email',
    'mail',
  ],
  hours: [
    'mo cua',
    'dong cua',
    'gio lam',
    'gio mo',
    'gio dong',
    'lam viec',
    'lam den',
    'mo den',
    'may gio mo',
    'may gio dong',
    'gio hoat dong',
    'hoat dong',
    'co mo',
    'co lam',
    'nghi khong',
    'lam khong',
    'mo khong',
  ],
  holidays: [
    'ngay le',
    'nghi le',
    'tet',
    'le tet',
    'nghi tet',
    'ngay nghi',
    'lich nghi',
    'nghi nhung ngay',
    'quoc khanh',
    'giai phong',
  ],
  payment: [
    'thanh toan',
    'tra tien',
    'tien mat',
    'quet the',
    'the ngan hang',
    'visa',
    'mastercard',
    'the atm',
    'atm',
    'tra gop',
    'momo',
    'vi dien tu',
    'hinh thuc thanh toan',
    'cach thanh toan',
  ],
  transfer: [
    'chuyen khoan',
    'qr',
    'ma qr',
    'so tai khoan',
    'tai khoan ngan hang',
    'ngan hang',
    'stk',
  ],
  delivery: [
    'ship',
    'giao hang',
    'phi ship',
    'phi giao',
    'phi giao hang',
    'van chuyen',
    'phi van chuyen',
    'giao tan noi',
    'giao den',
    'mien phi giao hang',
    'giao tan nha',
    'nhan hang',
  ],
  vat: ['vat', 'thue', 'hoa don', 'xuat hoa don', 'hoa don do', 'gia da gom thue'],
  promotions: [
    'khuyen mai',
    'giam gia',
    'sale',
    'uu dai',
    'dang giam',
    'ma giam',
    'voucher',
    'chuong trinh',
  ],
  services_list: [
    'dich vu',
    'nhung dich vu',
    'cac dich vu',
    'co dich vu',
    'lam nhung gi',
    'lam duoc gi',
    'menu',
    'bang gia dich vu',
  ],
  products_list: [
    'san pham',
    'ban gi',
    'ban nhung',
    'co ban',
    'mua',
    'my pham',
    'con hang',
    'het hang',
  ],
  my_appointments: [
    'lich cua em',
    'lich cua toi',
    'lich cua minh',
    'lich hen cua',
    'lich hen',
    'lich da dat',
    'lich sap toi',
    'co lich',
    'lich cua',
    'hen cua em',
    'hen cua toi',
    'em da dat',
    'toi da dat',
    'minh da dat',
  ],
  my_orders: [
    'don cua em',
    'don cua toi',
    'don cua minh',
    'don hang',
    'don hang cua',
    'don da dat',
    'order',
    'kiem tra don',
    'don em',
    'don toi',
    'don minh',
  ],
  handover: [
    'nhan vien',
    'nguoi that',
    'gap nguoi',
    'noi chuyen voi nguoi',
    'tu van vien',
    'admin',
    'quan ly',
    'chuyen nhan vien',
    'gap nhan vien',
    'nguoi tu van',
    'ho tro truc tiep',
  ],
};

/**
 * Topics the salon's data says nothing about: the consultant says so rather than guess
 * (medicine, weather, other salons' prices, news and the like).
 */
const OUT_OF_SCOPE: readonly string[] = [
  'benh',
  'bac si',
  'thuoc',
  'di ung',
  'ung thu',
  'rung toc do',
  'hoa tri',
  'mang thai',
  'co bau',
  'dang bau',
  'nam da dau',
  'vay nen',
  'viem',
  'thoi tiet',
  'troi mua',
  'nhiet do',
  'du bao',
  'bong da',
  'chinh tri',
  'chung khoan',
  'gia vang',
  'ty gia',
  'xo so',
  '30shine',
  'doi thu',
  'salon khac',
  'tiem khac',
  'cho khac',
  'ben khac',
  'noi khac',
  'tiem ben canh',
  'lam bai tap',
  'viet code',
  'lap trinh',
  'nau an',
  'cong thuc nau',
];

/** Intents whose words also name things (`muốn cắt` books a cut): their words stay for entities. */
const KEEPS_WORDS: ReadonlySet<Intent> = new Set([
  'book',
  'my_appointments',
  'products_list',
  'services_list',
]);

interface Phrase {
  intent: Intent;
  parts: string[];
}

/** Every phrase, split once and filed under its first word, so a question is scanned once. */
const BY_FIRST_WORD = new Map<string, Phrase[]>();
for (const [intent, phrases] of [
  ...(Object.entries(PHRASES) as [Intent, readonly string[]][]),
  ['out_of_scope', OUT_OF_SCOPE] as [Intent, readonly string[]],
]) {
  for (const phrase of phrases) {
    const parts = phrase.split(' ');
    const first = parts[0] ?? '';
    const list = BY_FIRST_WORD.get(first) ?? [];
    list.push({ intent, parts });
    BY_FIRST_WORD.set(first, list);
  }
}

export interface Reading {
  intents: Set<Intent>;
  /**
   * Positions of the words that only say what is asked (`bao nhiêu`, `mấy giờ`, `địa chỉ`):
   * they name no service or product.
   */
  asking: Set<number>;
}

/** The intents a question expresses, and which of its words are only asking. */
export function detectIntents(question: Question): Reading {
  const intents = new Set<Intent>();
  const asking = new Set<number>();
  const text = question.folded;
  const words = question.words.map((word) => word.text);
  words.forEach((word, start) => {
    for (const { intent, parts } of BY_FIRST_WORD.get(word) ?? []) {
      if (!parts.every((part, j) => words[start + j] === part)) continue;
      intents.add(intent);
      // "thời tiết" names no service, even if "thời" is a word of one; "muốn cắt" keeps "cắt".
      if (KEEPS_WORDS.has(intent)) continue;
      for (let j = 0; j < parts.length; j++) asking.add(start + j);
    }
  });
  // "gia đình" is not a price.
  if (
    intents.has('price') &&
    hasPhrase(text, 'gia dinh') &&
    !hasAny(
      text,
      PHRASES.price.filter((p) => p !== 'gia'),
    )
  ) {
    intents.delete('price');
  }
  // "tối nay salon có lịch trống" is free times, not "my appointments".
  if (
    intents.has('my_appointments') &&
    !hasAny(text, [
      'cua em',
      'cua toi',
      'cua minh',
      'em da',
      'toi da',
      'minh da',
      'lich hen',
      'co lich',
    ])
  ) {
    intents.delete('my_appointments');
  }
  if (intents.has('book')) intents.add('free_times');
  return { intents, asking };
}

/** Every word the intents know, for mending typos. */
export function intentVocabulary(): string[] {
  const words = new Set<string>();
  for (const phrases of [...Object.values(PHRASES), OUT_OF_SCOPE]) {
    for (const phrase of phrases) for (const word of phrase.split(' ')) words.add(word);
  }
  for (const extra of [
    'shop',
    'salon',
    'nhieu',
    'khong',
    'dich',
    'chinh',
    'hang',
    'cuoi',
    'tuan',
    'ngay',
    'mai',
    'nhat',
    'chieu',
    'sang',
    'gio',
    'phut',
    'tieng',
    'trong',
    'thanh',
    'toan',
  ]) {
    words.add(extra);
  }
  return [...words];
}
