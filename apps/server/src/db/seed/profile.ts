/**
 * The demo customer's profile page: the products of their completed orders (as completing the
 * order makes them), the spending figure, and a few treatment notes from the salon.
 */
import { salonToday, usageEndDate } from '@salon/shared';
import type { Db } from '../database.js';
import { refreshTotalSpent } from '../../modules/customer-profile/total-spent.js';

const NOTES = [
  {
    kind: 'doctor' as const,
    daysAgo: 40,
    content:
      'Da đầu hơi nhạy cảm, có vùng bong tróc nhẹ phía sau. Khuyên dùng dầu gội dịu nhẹ không sulfate, tránh nước quá nóng; hạn chế nhuộm trong 4 tuần tới.',
  },
  {
    kind: 'staff' as const,
    daysAgo: 21,
    content:
      'Đã hấp phục hồi keratin. Tóc ngọn khô và chẻ, nên cắt tỉa 2–3 cm mỗi 6–8 tuần và ủ tóc tại nhà mỗi tuần một lần.',
  },
  {
    kind: 'staff' as const,
    daysAgo: 7,
    content:
      'Nhuộm nâu hạt dẻ, công thức 6.7 + oxy 6%. Lần sau giữ nguyên tông, dặm chân tóc sau khoảng 8 tuần.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertProfileData(
  trx: Db,
  people: { customerEmail: string; staffEmail: string; now: Date },
): Promise<void> {
  const customer = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', people.customerEmail)
    .executeTakeFirstOrThrow();
  const staff = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', people.staffEmail)
    .executeTakeFirstOrThrow();

  const lines = await trx
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .leftJoin('products as p', 'p.id', 'oi.item_id')
    .select([
      'oi.id',
      'oi.item_name',
      'o.completed_at',
      'o.created_at',
      'p.id as product_id',
      'p.usage_duration_days',
    ])
    .where('o.user_id', '=', customer.id)
    .where('o.status', '=', 'completed')
    .where('oi.item_type', '=', 'product')
    .orderBy('oi.id')
    .execute();
  for (const line of lines) {
    const purchased = salonToday(new Date(line.completed_at ?? line.created_at));
    await trx
      .insertInto('customer_products')
      .values({
        user_id: customer.id,
        product_id: line.product_id,
        product_name: line.item_name,
        order_item_id: line.id,
        purchase_date: purchased,
        usage_end_date: usageEndDate(purchased, line.usage_duration_days),
        notes: null,
        finished_at: null,
        expiry_reminded_at: null,
      })
      .execute();
  }

  for (const note of NOTES) {
    const at = new Date(people.now.getTime() - note.daysAgo * DAY_MS).toISOString();
    await trx
      .insertInto('customer_notes')
      .values({
        user_id: customer.id,
        author_id: staff.id,
        appointment_id: null,
        kind: note.kind,
        content: note.content,
        visible_to_customer: true,
        images: null,
        attachments: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  await refreshTotalSpent(trx, customer.id);
}
