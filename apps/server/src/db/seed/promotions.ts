/** Demo promotions: running ones on a few services and products, and an order-level offer. */
import { buildSearchText, salonToday, slugify } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { PromotionTable } from '../schema.js';

interface PromotionSeed {
  promotion: Omit<Insertable<PromotionTable>, 'start_date' | 'end_date'>;
  /** Days from today; null means open. */
  startsIn: number | null;
  endsIn: number | null;
  services: readonly string[];
  products: readonly string[];
}

const PROMOTIONS: readonly PromotionSeed[] = [
  {
    promotion: {
      name: 'Mùa lễ hội: giảm 15% uốn và nhuộm',
      description: 'Giảm 15% (tối đa 100.000 ₫) cho các dịch vụ uốn và nhuộm trong mùa lễ hội.',
      discount_type: 'percentage',
      discount_value: 15,
      max_discount_amount: 100_000,
    },
    startsIn: -10,
    endsIn: 40,
    services: ['Uốn lạnh tạo sóng tự nhiên', 'Nhuộm phủ bạc thảo dược', 'Highlight và balayage'],
    products: [],
  },
  {
    promotion: {
      name: 'Khách mới giảm 20.000 ₫',
      description: 'Giảm ngay 20.000 ₫ cho lần gội dưỡng sinh đầu tiên. Số lượng có hạn.',
      discount_type: 'fixed',
      discount_value: 20_000,
      usage_limit: 100,
      used_count: 37,
    },
    startsIn: null,
    endsIn: 60,
    services: ['Gội đầu dưỡng sinh'],
    products: [],
  },
  {
    promotion: {
      name: 'Đơn từ 500.000 ₫ giảm 30.000 ₫',
      description: 'Áp dụng khi tổng đơn hàng từ 500.000 ₫ trở lên.',
      discount_type: 'fixed',
      discount_value: 30_000,
      min_order_amount: 500_000,
    },
    startsIn: -5,
    endsIn: 25,
    services: [],
    products: ['Dầu gội bưởi và bồ kết Tóc Việt 400ml', 'Dầu xả bưởi và bồ kết Tóc Việt 400ml'],
  },
  {
    promotion: {
      name: 'Tuần lễ tạo kiểu: giảm 10%',
      description: 'Giảm 10% sáp vuốt và xịt bảo vệ nhiệt trong tuần lễ tạo kiểu.',
      discount_type: 'percentage',
      discount_value: 10,
    },
    startsIn: -2,
    endsIn: 12,
    services: [],
    products: [
      'Sáp vuốt tóc Tóc Việt Matte Clay 80g',
      'Xịt bảo vệ nhiệt TRESemmé Keratin Smooth 236ml',
    ],
  },
];

function shiftDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function idsBySlug(db: Db, table: 'services' | 'products', names: readonly string[]) {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where(
      'slug',
      'in',
      names.map((name) => slugify(name)),
    )
    .execute();
  if (rows.length !== names.length)
    throw new Error(`Demo promotion names an unknown ${table} item`);
  return rows.map((row) => row.id);
}

export async function insertPromotions(db: Db, now: Date): Promise<void> {
  const today = salonToday(now);
  for (const seed of PROMOTIONS) {
    const promotion = await db
      .insertInto('promotions')
      .values({
        ...seed.promotion,
        search_name: buildSearchText(seed.promotion.name),
        start_date: seed.startsIn === null ? null : shiftDays(today, seed.startsIn),
        end_date: seed.endsIn === null ? null : shiftDays(today, seed.endsIn),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = [
      ...(await idsBySlug(db, 'services', seed.services)).map((id) => ({
        item_type: 'service' as const,
        item_id: id,
      })),
      ...(await idsBySlug(db, 'products', seed.products)).map((id) => ({
        item_type: 'product' as const,
        item_id: id,
      })),
    ];
    if (items.length > 0) {
      await db
        .insertInto('promotion_items')
        .values(items.map((item) => ({ ...item, promotion_id: promotion.id })))
        .execute();
    }
  }
}
