/**
 * Reviews the salon's regular customers wrote of what they really had: a service from one of
 * their completed visits (tied to the appointment) or a product from one of their completed
 * orders (tied to the line), a day or two afterwards, so every one is verified. Most were approved
 * (some answered by the salon), a few still wait for moderation and a few were refused. The items'
 * ratings are then computed from these by the shared rule, nothing is made up.
 */
import { buildSearchText, type ReviewStatus } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { ReviewTable } from '../schema.js';
import type { SeededCustomer } from './customers.js';

interface Words {
  title: string;
  content: string;
}

/** What customers write, by the stars they give. */
const SERVICE_WORDS: Record<number, readonly Words[]> = {
  5: [
    {
      title: 'Rất hài lòng',
      content: 'Stylist tư vấn kỹ trước khi làm, kết quả đúng như mong muốn. Sẽ quay lại.',
    },
    {
      title: 'Tay nghề tốt, đúng giờ',
      content: 'Đặt lịch trên web, đến là được phục vụ ngay. Làm cẩn thận, salon sạch sẽ.',
    },
    {
      title: 'Đáng tiền',
      content:
        'Giá báo trước rõ ràng, không phát sinh. Tóc vào nếp đẹp, về nhà tự chải vẫn giữ kiểu.',
    },
    {
      title: 'Nhân viên dễ thương',
      content: 'Được gội massage thư giãn, bạn stylist nhiệt tình chỉ cách chăm tóc tại nhà.',
    },
    {
      title: 'Sẽ giới thiệu cho bạn bè',
      content: 'Lần thứ hai làm ở đây và vẫn ưng như lần đầu. Không gian thoáng, nhạc nhẹ dễ chịu.',
    },
  ],
  4: [
    {
      title: 'Hài lòng',
      content: 'Kết quả đẹp, chỉ là cuối tuần hơi đông nên phải chờ thêm khoảng mười phút.',
    },
    {
      title: 'Ổn, sẽ quay lại',
      content: 'Làm kỹ và đúng kiểu mình chọn. Mong salon có thêm chỗ gửi xe máy.',
    },
    {
      title: 'Tốt',
      content: 'Stylist có chuyên môn, tư vấn hợp lý. Thời gian làm lâu hơn dự kiến một chút.',
    },
  ],
  3: [
    {
      title: 'Tạm được',
      content: 'Kiểu tóc ổn nhưng chưa thật giống ảnh mẫu mình đưa. Nhân viên vẫn lịch sự.',
    },
    {
      title: 'Bình thường',
      content: 'Dịch vụ được, nhưng phải chờ khá lâu dù đã đặt lịch trước.',
    },
  ],
  2: [
    {
      title: 'Chưa như mong đợi',
      content: 'Tóc sau khi làm hơi khô, mong salon tư vấn kỹ hơn về chăm sóc sau dịch vụ.',
    },
  ],
};

const PRODUCT_WORDS: Record<number, readonly Words[]> = {
  5: [
    {
      title: 'Dùng rất thích',
      content: 'Mùi dễ chịu, tóc mềm hơn hẳn sau hai tuần. Sẽ mua lại khi dùng hết.',
    },
    {
      title: 'Hàng chính hãng',
      content: 'Mua tại salon nên yên tâm, được stylist chỉ cách dùng phù hợp với tóc mình.',
    },
    {
      title: 'Đúng như mô tả',
      content: 'Tóc bớt xơ rối, vào nếp dễ. Chai dùng được lâu, rất đáng tiền.',
    },
  ],
  4: [
    {
      title: 'Khá tốt',
      content: 'Hiệu quả thấy rõ, chỉ là giá hơi cao so với các loại mình hay dùng.',
    },
    {
      title: 'Ổn',
      content: 'Dùng dễ chịu, không gây bết. Mong có thêm loại dung tích nhỏ để mang đi.',
    },
  ],
  3: [
    {
      title: 'Tạm ổn',
      content: 'Chưa thấy khác biệt nhiều sau một tháng, chắc cần dùng thêm thời gian.',
    },
  ],
  2: [
    {
      title: 'Không hợp với tóc mình',
      content: 'Tóc mình dầu nên dùng xong hơi bết, có lẽ hợp với tóc khô hơn.',
    },
  ],
};

const RESPONSES = [
  'Cảm ơn anh/chị đã tin tưởng Salon Tóc Việt! Hẹn gặp lại anh/chị lần tới.',
  'Salon rất vui khi anh/chị hài lòng. Chúc anh/chị luôn tự tin với mái tóc mới!',
  'Cảm ơn góp ý của anh/chị. Salon đã nhắc đội ngũ để phục vụ tốt hơn ạ.',
];

const HOUR_MS = 3_600_000;

/** A small deterministic random source, so every demo database looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function insertCustomerReviews(
  db: Db,
  options: { customers: readonly SeededCustomer[]; adminEmail: string; now: Date },
): Promise<number> {
  const next = random(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const now = options.now.getTime();
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', options.adminEmail)
    .executeTakeFirstOrThrow();
  const ids = options.customers.map((c) => c.id);
  const names = new Map(options.customers.map((c) => [c.id, c.name]));
  if (ids.length === 0) return 0;

  const [visits, lines] = await Promise.all([
    db
      .selectFrom('appointments')
      .select(['id', 'customer_user_id as user_id', 'service_id', 'completed_at'])
      .where('status', '=', 'completed')
      .where('customer_user_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .select(['oi.id', 'o.user_id', 'oi.item_type', 'oi.item_id', 'o.completed_at'])
      .where('o.status', '=', 'completed')
      .where('o.payment_status', '=', 'paid')
      .where('oi.item_type', '=', 'product')
      .where('o.user_id', 'in', ids)
      .orderBy('oi.id')
      .execute(),
  ]);

  const stars = () => {
    const roll = next();
    return roll < 0.65 ? 5 : roll < 0.9 ? 4 : roll < 0.97 ? 3 : 2;
  };
  const rows: Insertable<ReviewTable>[] = [];
  const reviewedBy = new Set<number>();
  const write = (
    userId: number,
    type: 'service' | 'product',
    itemId: number,
    doneAt: string,
    link: { appointment_id: number } | { order_item_id: number },
  ) => {
    const written = Math.min(Date.parse(doneAt) + (6 + next() * 42) * HOUR_MS, now - HOUR_MS);
    const rating = stars();
    const words = pick((type === 'service' ? SERVICE_WORDS : PRODUCT_WORDS)[rating]!);
    // Recent ones may still wait; older ones were read: most approved, a few refused (whatever
    // their stars: a moderator refuses what breaks the rules, not what is unwelcome).
    const recent = now - written < 5 * 24 * HOUR_MS;
    const roll = next();
    const status: ReviewStatus =
      recent && roll < 0.5 ? 'pending' : roll < 0.95 ? 'approved' : 'rejected';
    const moderated =
      status === 'pending' ? null : new Date(Math.min(written + 20 * HOUR_MS, now)).toISOString();
    const answered = status === 'approved' && next() < 0.45;
    const at = new Date(written).toISOString();
    rows.push({
      reviewable_type: type,
      reviewable_id: itemId,
      user_id: userId,
      guest_name: null,
      guest_email: null,
      rating,
      title: words.title,
      content: words.content,
      status,
      is_verified: true,
      moderated_at: moderated,
      moderated_by: moderated ? admin.id : null,
      admin_response: answered
        ? pick(rating >= 4 ? RESPONSES.slice(0, 2) : RESPONSES.slice(2))
        : null,
      responded_at: answered ? moderated : null,
      responded_by: answered ? admin.id : null,
      search_text: buildSearchText(words.title, words.content, names.get(userId) ?? ''),
      created_at: at,
      updated_at: moderated ?? at,
      ...link,
    });
    reviewedBy.add(userId);
  };

  for (const visit of visits) {
    if (visit.user_id === null || !visit.completed_at) continue;
    // Two regulars in three say something about their first visit; later ones now and then.
    const first = !reviewedBy.has(visit.user_id) && visit.user_id % 3 !== 0;
    if (first || next() < 0.2) {
      write(visit.user_id, 'service', visit.service_id, visit.completed_at, {
        appointment_id: visit.id,
      });
    }
  }
  for (const line of lines) {
    if (line.user_id === null || !line.completed_at || next() >= 0.3) continue;
    write(line.user_id, 'product', line.item_id, line.completed_at, { order_item_id: line.id });
  }
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('reviews')
      .values(rows.slice(i, i + 100))
      .execute();
  }
  return rows.length;
}
