import { foldVietnamese, type Faq } from '@salon/shared';
import { LINKS } from '../phrasing.js';
import { hasAny, type Question } from '../text.js';
import type { Part } from '../types.js';

/**
 * What people type for the help centre's questions, by the FAQ's stable id (a removed FAQ
 * simply stops matching).
 */
const TRIGGERS: Record<string, readonly string[]> = {
  'booking-online': [
    'dat lich online',
    'dat lich truc tuyen',
    'cach dat lich',
    'dat lich nhu the nao',
    'dat lich ntn',
    'lam sao dat lich',
    'dat lich the nao',
  ],
  'booking-guest-account': [
    'chua co tai khoan',
    'khong co tai khoan',
    'khong can tai khoan',
    'khong dang ky',
    'khong dang nhap',
  ],
  'booking-advance': [
    'dat truoc bao lau',
    'dat truoc duoc bao lau',
    'dat truoc may ngay',
    'truoc bao nhieu ngay',
  ],
  'booking-confirmation': ['xac nhan', 'da duoc xac nhan', 'biet lich'],
  'appointment-reschedule': [
    'doi lich',
    'doi gio',
    'doi ngay',
    'doi hen',
    'chuyen lich',
    'doi sang ngay',
    'doi sang gio',
  ],
  'appointment-cancel': ['huy lich', 'huy hen', 'huy dat', 'khong den duoc', 'bo lich'],
  'appointment-late': [
    'den tre',
    'den muon',
    'bi tre',
    'tre hen',
    'tre gio',
    'muon gio',
    'tre may phut',
    'den tre thi sao',
  ],
  'account-password': ['quen mat khau', 'doi mat khau', 'lay lai mat khau', 'mat khau'],
  'account-update': [
    'cap nhat thong tin',
    'doi ten',
    'doi email',
    'sua thong tin',
    'doi so dien thoai',
    'anh dai dien',
  ],
  'salon-consultation': [
    'kieu toc nao',
    'hop voi',
    'tu van kieu',
    'nen lam kieu',
    'kieu gi dep',
    'chua biet nen',
  ],
  'salon-products': [
    'chinh hang',
    'hang that',
    'hang gia',
    'nguon goc',
    'hang xach tay',
    'co that khong',
  ],
  'shop-order-status': ['theo doi don', 'xem don o dau', 'trang thai don', 'don hang o dau'],
};

const FILLER = new Set(
  'toi em minh ban anh chi co khong la gi nao sao the nhe a oi thi va hay cho hoi duoc lam muon can biet salon cua voi nhu neu khi de o tai'.split(
    ' ',
  ),
);

/** The help-centre FAQ whose usual phrasings the question uses. */
export function faqByPhrase(question: Question, faqs: readonly Faq[]): Faq | null {
  for (const faq of faqs) {
    const triggers = TRIGGERS[faq.id];
    if (triggers && hasAny(question.folded, triggers)) return faq;
  }
  return null;
}

/** The help-centre FAQ a question asks, by its phrases or, failing that, its rarer words. */
export function findFaq(question: Question, faqs: readonly Faq[]): Faq | null {
  const byPhrase = faqByPhrase(question, faqs);
  if (byPhrase) return byPhrase;
  const words = question.folded.split(' ').filter((word) => word.length > 1 && !FILLER.has(word));
  if (words.length === 0) return null;
  const texts = faqs.map((faq) => ({
    faq,
    question: new Set(foldVietnamese(faq.question).split(/[^a-z0-9]+/)),
    answer: new Set(foldVietnamese(faq.answer).split(/[^a-z0-9]+/)),
  }));
  const df = new Map<string, number>();
  for (const text of texts)
    for (const word of new Set([...text.question, ...text.answer]))
      df.set(word, (df.get(word) ?? 0) + 1);
  let best: { faq: Faq; score: number } | null = null;
  for (const text of texts) {
    let score = 0;
    let inQuestion = 0;
    for (const word of words) {
      const idf = Math.log((faqs.length + 1) / ((df.get(word) ?? 0) + 0.5));
      if (text.question.has(word)) {
        score += 2 * idf;
        inQuestion++;
      } else if (text.answer.has(word)) score += 0.5 * idf;
    }
    if (inQuestion >= 2 && score > (best?.score ?? 0)) best = { faq: text.faq, score };
  }
  return best && best.score >= 6 ? best.faq : null;
}

export function faqPart(faq: Faq): Part {
  return {
    text: `Dạ, ${faq.answer.charAt(0).toLowerCase()}${faq.answer.slice(1)}`,
    actions: [LINKS.help],
  };
}
