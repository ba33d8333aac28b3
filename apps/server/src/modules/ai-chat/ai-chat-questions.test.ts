import {
  FAQS,
  formatSalonDate,
  formatVndText,
  ORDER_FEES,
  salonToday,
  type AiChatAction,
  type AppointmentSummary,
  type CheckoutPaymentMethod,
  type MyOrder,
  type PublicBranch,
  type PublicProductSummary,
  type PublicServiceSummary,
  type PublicSettings,
  type TimeSlotsData,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoData } from '../../db/seed/index.js';
import { LocalFileStorage } from '../../lib/uploads/local-storage.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { sessionCookie } from '../../test/sessions.js';
import { SESSION_COOKIE } from '../auth/session-tokens.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * The consultant against the demo salon: every expected fact is read from the database through
 * the public API while the test runs (prices with promotions, durations, addresses, phones,
 * hours, free times the slot engine confirms, payment settings, VAT, FAQs, the customer's own
 * appointment), never written into the test.
 */

let t: TestApp;
let customerCookie = '';

interface Facts {
  today: string;
  tomorrow: string;
  services: PublicServiceSummary[];
  products: PublicProductSummary[];
  branches: PublicBranch[];
  methods: CheckoutPaymentMethod[];
  settings: PublicSettings;
  /** A day within the booking window that the test made a holiday, and its name. */
  holiday: { date: string; name: string };
}
let facts: Facts;

async function get<T>(url: string, cookie?: string): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
  });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: T }>().data;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const HOLIDAY_NAME = 'Nghỉ đào tạo nội bộ';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { storage: new LocalFileStorage(t.config.dataDir) });
  const today = salonToday();
  // A closed day inside the booking window, added the way the back office adds one.
  const holidayDate = addDays(today, 5);
  await t.db
    .insertInto('holidays')
    .values({ branch_id: null, date: holidayDate, name: HOLIDAY_NAME, description: null })
    .execute();
  const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { identifier: customer?.login, password: customer?.password },
  });
  customerCookie = sessionCookie(login, SESSION_COOKIE);
  facts = {
    today,
    tomorrow: addDays(today, 1),
    services: (await get<{ data: PublicServiceSummary[] }>('/api/public/services?per_page=50'))
      .data,
    products: (await get<{ data: PublicProductSummary[] }>('/api/public/products?per_page=50'))
      .data,
    branches: await get<PublicBranch[]>('/api/public/branches'),
    methods: await get<CheckoutPaymentMethod[]>('/api/public/payment-methods'),
    settings: await get<PublicSettings>('/api/public/settings'),
    holiday: { date: holidayDate, name: HOLIDAY_NAME },
  };
}, 120_000);
afterAll(() => t.close());

interface Reply {
  reply: string;
  actions: AiChatAction[];
}

async function ask(message: string, cookie?: string): Promise<Reply> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai-chat/messages',
    remoteAddress: uniqueIp(),
    headers: cookie ? { cookie } : {},
    payload: { message },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Reply }>().data;
}

function service(name: string): PublicServiceSummary {
  const found = facts.services.find((s) => s.name === name);
  if (!found) throw new Error(`no service ${name}`);
  return found;
}

function product(name: string): PublicProductSummary {
  const found = facts.products.find((p) => p.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
}

function branch(fragment: string): PublicBranch {
  const found = facts.branches.find((b) => b.name.includes(fragment));
  if (!found) throw new Error(`no branch ${fragment}`);
  return found;
}

/** What a service answer must say: what it costs today (promotions included) and how long it takes. */
const priced = (name: string) => () => {
  const s = service(name);
  return [s.name, formatVndText(s.final_price), `${s.duration_minutes} phút`];
};
const productPriced = (name: string) => () => {
  const p = product(name);
  return [p.name, formatVndText(p.final_price)];
};
const faq = (id: string) => () => {
  const found = FAQS.find((f) => f.id === id);
  if (!found) throw new Error(`no FAQ ${id}`);
  // The answer's second half, as written in the help centre.
  return [found.answer.slice(Math.floor(found.answer.length / 2))];
};

/** Questions and the facts their answers must hold. */
const ANSWERED: [string, () => string[]][] = [
  // Services: price (with promotions) and duration, with and without diacritics, slang, typos.
  ['Cắt tóc nam giá bao nhiêu?', priced('Cắt tóc nam tạo kiểu')],
  ['cat toc nam bn', priced('Cắt tóc nam tạo kiểu')],
  ['hớt tóc nam bao nhiêu vậy shop', priced('Cắt tóc nam tạo kiểu')],
  ['cắt tóc nữ bao nhiêu tiền ạ', priced('Cắt tóc nữ tạo kiểu')],
  ['cat toc nu het bao nhieu', priced('Cắt tóc nữ tạo kiểu')],
  ['gội đầu dưỡng sinh giá sao ạ', priced('Gội đầu dưỡng sinh')],
  ['goi dau duong sinh mat bao lau', priced('Gội đầu dưỡng sinh')],
  ['uốn setting hàn quốc bao nhiêu tiền', priced('Uốn setting Hàn Quốc')],
  ['uon setting han quoc lam bao lau', priced('Uốn setting Hàn Quốc')],
  ['nhuộm phủ bạc giá nhiu', priced('Nhuộm phủ bạc thảo dược')],
  ['nhuom phu bac thao duoc bn', priced('Nhuộm phủ bạc thảo dược')],
  ['phục hồi keratin giá bao nhiêu', priced('Phục hồi keratin')],
  ['phuc hoi keratinn mat may tieng', priced('Phục hồi keratin')],
  ['highlight balayage giá bao nhiêu', priced('Highlight và balayage')],
  ['hilight bao nhieu tien', priced('Highlight và balayage')],
  ['combo cắt gội massage nam giá bao nhiêu', priced('Combo cắt gội massage nam')],
  ['cạo mặt tỉa râu bao nhiêu', priced('Cạo mặt và tỉa râu')],
  ['hấp dầu phục hồi bao lâu', priced('Hấp dầu phục hồi chuyên sâu')],
  ['cham soc da dau thai doc gia', priced('Chăm sóc da đầu thải độc')],
  ['tạo kiểu tóc cô dâu bao nhiêu tiền', priced('Tạo kiểu tóc cô dâu')],
  ['búi tóc dự tiệc giá', priced('Búi tóc dự tiệc')],
  ['uon lanh tao song tu nhien bn', priced('Uốn lạnh tạo sóng tự nhiên')],
  ['gội massage cổ vai gáy mất bao lâu', priced('Gội massage cổ vai gáy')],
  ['nhuộm màu thời trang giá bao nhiêu', priced('Nhuộm màu thời trang')],
  ['uon phong chan toc nam gia bao nhieu', priced('Uốn phồng chân tóc nam')],
  ['cắt tóc mái bao nhiêu', priced('Cắt tóc mái và tỉa ngọn')],
  ['nhuộm phủ bạc gia bao nhieuu', priced('Nhuộm phủ bạc thảo dược')],
  // Products.
  ['dầu gội bưởi giá bao nhiêu', productPriced('Dầu gội bưởi và bồ kết Tóc Việt 400ml')],
  ['dau goi buoi bo ket bn', productPriced('Dầu gội bưởi và bồ kết Tóc Việt 400ml')],
  ['sáp vuốt tóc bao nhiêu tiền', productPriced('Sáp vuốt tóc Tóc Việt Matte Clay 80g')],
  ['may say toc gia sao', productPriced('Máy sấy tóc ion Tóc Việt 2200W')],
  [
    'tinh dầu moroccanoil giá bao nhiêu',
    productPriced('Tinh dầu dưỡng tóc Moroccanoil Treatment 100ml'),
  ],
  ['luoc go dan huong bn', productPriced('Lược gỗ đàn hương chống rối')],
  ['có bán máy kẹp tóc không', productPriced('Máy kẹp tóc 2 trong 1 Tóc Việt gốm tourmaline')],
  // Branches: addresses, phones, hours.
  ['Địa chỉ chi nhánh Hàng Bài ở đâu?', () => [branch('Hàng Bài').address]],
  ['dia chi salon o ha noi', () => [branch('Hàng Bài').address]],
  ['chi nhánh lê văn sỹ ở đâu', () => [branch('Lê Văn Sỹ').address]],
  ['cn nguyen hue o dau', () => [branch('Nguyễn Huệ').address]],
  ['sdt chi nhanh hang bai', () => [branch('Hàng Bài').phone]],
  ['số điện thoại salon Nguyễn Huệ', () => [branch('Nguyễn Huệ').phone]],
  ['hotline salon là gì', () => [facts.settings.company.phone]],
  ['chi nhánh Lê Văn Sỹ mấy giờ mở cửa', () => [branch('Lê Văn Sỹ').working_hours]],
  ['salon mo cua may gio', () => facts.branches.map((b) => b.working_hours)],
  [
    'sài gòn có mấy chi nhánh',
    () => facts.branches.filter((b) => b.address.includes('Hồ Chí Minh')).map((b) => b.address),
  ],
  ['tet salon nghi ngay nao', () => ['Tết Nguyên Đán']],
  // Payment, transfer, delivery, VAT.
  ['thanh toán bằng cách nào', () => facts.methods.map((m) => m.name)],
  ['co quet the duoc khong', () => facts.methods.map((m) => m.name)],
  ['ck qua stk nào vậy', () => [facts.settings.payment.bank_account_number]],
  [
    'chuyển khoản ngân hàng nào',
    () => [facts.settings.payment.bank_name, facts.settings.payment.bank_account_name],
  ],
  ['phí ship bao nhiêu', () => [formatVndText(ORDER_FEES.deliveryFee)]],
  ['freeship từ bao nhiêu', () => [formatVndText(ORDER_FEES.freeDeliveryFrom)]],
  ['giá đã gồm vat chưa', () => [`${facts.settings.tax.vat_rate}%`]],
  ['co xuat hoa don khong', () => [`${facts.settings.tax.vat_rate}%`]],
  // Help-centre FAQs.
  ['muốn hủy lịch thì làm sao', faq('appointment-cancel')],
  ['doi lich hen duoc khong', faq('appointment-reschedule')],
  ['đến trễ 15p có sao không', faq('appointment-late')],
  ['quên mật khẩu', faq('account-password')],
  ['san pham co chinh hang khong', faq('salon-products')],
  ['đặt trước được bao lâu', faq('booking-advance')],
  // Promotions, lists, greetings.
  [
    'đang có khuyến mãi gì',
    () => {
      const first = facts.services.find((s) => s.is_on_sale);
      return first ? [first.name, formatVndText(first.final_price)] : ['chưa có'];
    },
  ],
  ['co dich vu gi', () => facts.services.slice(0, 3).map((s) => s.name)],
  ['xin chào', () => ['chào']],
];

describe('the AI consultant answers from the salon data', () => {
  it('has a table of at least 60 questions', () => {
    expect(ANSWERED.length + DECLINED.length + 6).toBeGreaterThanOrEqual(60);
  });

  it.each(ANSWERED)('%s', async (question, expected) => {
    const { reply } = await ask(question);
    for (const fact of expected()) expect(reply).toContain(fact);
  });
});

/** The times an answer names: every one of them must be a free start of the slot engine. */
function timesIn(text: string): string[] {
  return [...text.matchAll(/\b(\d{2}):(\d{2})\b/g)].map((match) => match[0]);
}

async function slots(serviceId: number, branchId: number, date: string): Promise<TimeSlotsData> {
  return get<TimeSlotsData>(
    `/api/public/time-slots?service_id=${serviceId}&branch_id=${branchId}&date=${date}`,
  );
}

describe('free times come from the slot engine', () => {
  it.each([
    ['Mai còn chỗ cắt tóc nam ở Nguyễn Huệ không?', 'Cắt tóc nam tạo kiểu', 'Nguyễn Huệ'],
    ['mai con slot goi dau duong sinh o hang bai k', 'Gội đầu dưỡng sinh', 'Hàng Bài'],
    [
      'ngày mai chi nhánh Lê Văn Sỹ còn trống giờ nào cho uốn setting',
      'Uốn setting Hàn Quốc',
      'Lê Văn Sỹ',
    ],
  ])('%s', async (question, serviceName, branchName) => {
    const s = service(serviceName);
    const b = branch(branchName);
    const { reply, actions } = await ask(question);
    const day = await slots(s.id, b.id, facts.tomorrow);
    const free = new Set(day.time_slots.filter((slot) => slot.available).map((slot) => slot.time));
    if (day.closed) {
      expect(reply).toContain('nghỉ');
      return;
    }
    const named = timesIn(reply);
    expect(named.length).toBeGreaterThan(0);
    for (const time of named) expect(free.has(time)).toBe(true);
    expect(reply).toContain(formatSalonDate(facts.tomorrow));
    const book = actions.find((action) => action.kind === 'book');
    expect(book).toMatchObject({ service_id: s.id, branch_id: b.id, date: facts.tomorrow });
    expect(free.has((book as { time: string }).time)).toBe(true);
  });

  it('confirms a time the slot engine has free, with a button that books exactly it', async () => {
    const s = service('Cắt tóc nam tạo kiểu');
    const b = branch('Nguyễn Huệ');
    const day = await slots(s.id, b.id, facts.tomorrow);
    const time = day.time_slots.filter((slot) => slot.available).at(-3)?.time;
    if (!time) return;
    const { reply, actions } = await ask(
      `cắt tóc nam ${time.replace(':', 'h')} mai ở Nguyễn Huệ được không`,
    );
    expect(reply).toContain('còn chỗ');
    expect(reply).toContain(time);
    expect(actions).toContainEqual(
      expect.objectContaining({
        kind: 'book',
        service_id: s.id,
        branch_id: b.id,
        date: facts.tomorrow,
        time,
      }),
    );
  });

  it('names only afternoon times for "chiều mai"', async () => {
    const s = service('Cắt tóc nữ tạo kiểu');
    const b = branch('Hàng Bài');
    const { reply } = await ask('dat lich cat toc nu chieu mai o hang bai');
    const day = await slots(s.id, b.id, facts.tomorrow);
    const afternoon = new Set(
      day.time_slots
        .filter((slot) => slot.available && slot.group === 'afternoon')
        .map((slot) => slot.time),
    );
    const named = timesIn(reply);
    expect(named.length).toBeGreaterThan(0);
    for (const time of named) expect(afternoon.has(time)).toBe(true);
  });
});

describe("a signed-in customer's own appointments and orders", () => {
  it('tells the next appointment', async () => {
    const list = await get<{ data: AppointmentSummary[] }>(
      '/api/customer/appointments?time_filter=upcoming&status=scheduled',
      customerCookie,
    );
    const next = list.data[0];
    const { reply } = await ask('lịch hẹn của em khi nào vậy', customerCookie);
    if (!next) {
      expect(reply).toContain('chưa có lịch hẹn');
      return;
    }
    expect(reply).toContain(next.service.name);
    expect(reply).toContain(formatSalonDate(next.appointment_date));
    expect(reply).toContain(next.appointment_time.slice(0, 5));
  });

  it('tells the latest order', async () => {
    const list = await get<{ data: MyOrder[] }>('/api/customer/orders', customerCookie);
    const { reply } = await ask('đơn hàng của tôi sao rồi', customerCookie);
    const latest = list.data[0];
    if (latest) expect(reply).toContain(latest.order_number);
    else expect(reply).toContain('chưa có đơn hàng');
  });

  it('asks a guest to sign in instead', async () => {
    const { reply, actions } = await ask('lich cua em');
    expect(reply).toContain('đăng nhập');
    expect(actions).toContainEqual(expect.objectContaining({ kind: 'link' }));
  });
});

/** Questions the data cannot answer: the consultant says so, names no price or time, offers a person. */
const DECLINED: [string, () => string][] = [
  ['nối tóc giá bao nhiêu', () => 'nối tóc giá bao nhiêu'],
  ['làm nail bao nhiêu tiền', () => 'làm nail bao nhiêu tiền'],
  ['duoi toc gia bn', () => 'duoi toc gia bn'],
  ['tóc em rụng nhiều nên uống thuốc gì', () => 'tóc em rụng nhiều nên uống thuốc gì'],
  ['30shine cắt tóc bao nhiêu', () => '30shine cắt tóc bao nhiêu'],
  ['giá cắt tóc ở tiệm khác bao nhiêu', () => 'giá cắt tóc ở tiệm khác bao nhiêu'],
  ['thời tiết ngày mai thế nào', () => 'thời tiết ngày mai thế nào'],
  ['giá vàng hôm nay bao nhiêu', () => 'giá vàng hôm nay bao nhiêu'],
  ['bitcoin giá bao nhiêu', () => 'bitcoin giá bao nhiêu'],
  [
    'an holiday: cắt tóc nam 9h sáng',
    () =>
      `cắt tóc nam 9h sáng ngày ${formatSalonDate(facts.holiday.date).slice(0, 5)} ở Nguyễn Huệ`,
  ],
  [
    'an holiday: gội đầu 10h',
    () =>
      `đặt lịch gội đầu dưỡng sinh ngày ${formatSalonDate(facts.holiday.date).slice(0, 5)} lúc 10h`,
  ],
];

describe('the AI consultant declines rather than guesses', () => {
  it.each(DECLINED)('%s', async (_label, question) => {
    const { reply, actions } = await ask(question());
    expect(reply).toMatch(/không/);
    expect(reply).not.toMatch(/₫/);
    expect(timesIn(reply)).toEqual([]);
    expect(actions).toContainEqual(expect.objectContaining({ kind: 'handover' }));
  });

  it('says a holiday is closed, by its name', async () => {
    const { reply } = await ask(
      `ngày ${formatSalonDate(facts.holiday.date).slice(0, 5)} salon có mở cửa không`,
    );
    expect(reply).toContain(facts.holiday.name);
    expect(reply).toContain('nghỉ');
  });
});
