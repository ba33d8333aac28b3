/**
 * The demo customer's support chat, so the chat screens are not empty: a service conversation
 * about her latest completed visit, assigned to the demo staff member, whose last message (hers)
 * the salon has not read yet; a consultation about a product the salon sells, whose answer she
 * has not read yet; and a closed conversation from earlier. Every name, date and price comes
 * from the rows the seed wrote; the branch follows the chat's rule (her branch, else the one of
 * her latest appointment).
 */
import { formatVndText } from '@salon/shared';
import type { Db } from '../database.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** `YYYY-MM-DD` as the customer writes a date: `dd/mm/yyyy`. */
function shortDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

interface SeedMessage {
  from: 'customer' | 'staff';
  content: string;
  /** Minutes after the conversation opened. */
  at: number;
  read: boolean;
}

export async function insertChatConversations(
  trx: Db,
  people: { customerEmail: string; staffEmail: string; now: Date },
): Promise<void> {
  const customer = await trx
    .selectFrom('users')
    .select(['id', 'branch_id'])
    .where('email', '=', people.customerEmail)
    .executeTakeFirstOrThrow();
  const staff = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', people.staffEmail)
    .executeTakeFirstOrThrow();
  const latest = await trx
    .selectFrom('appointments')
    .select('branch_id')
    .where('customer_user_id', '=', customer.id)
    .orderBy('appointment_date', 'desc')
    .orderBy('appointment_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const branchId = customer.branch_id ?? latest?.branch_id ?? null;
  const visit = await trx
    .selectFrom('appointments as a')
    .innerJoin('services as s', 's.id', 'a.service_id')
    .innerJoin('branches as b', 'b.id', 'a.branch_id')
    .select(['a.appointment_date', 'a.completed_at', 's.name as service', 'b.name as branch'])
    .where('a.customer_user_id', '=', customer.id)
    .where('a.status', '=', 'completed')
    .orderBy('a.appointment_date', 'desc')
    .orderBy('a.appointment_time', 'desc')
    .executeTakeFirst();
  const product = await trx
    .selectFrom('products')
    .select(['name', 'price'])
    .where('status', '=', 'active')
    .orderBy('sold_count', 'desc')
    .orderBy('id')
    .executeTakeFirst();

  const now = people.now.getTime();
  const write = async (conversation: {
    type: 'consultation' | 'service';
    title: string;
    openedAt: number;
    assigned: boolean;
    closed?: string;
    messages: SeedMessage[];
  }) => {
    const iso = (minutes: number) =>
      new Date(conversation.openedAt + minutes * MINUTE).toISOString();
    const last = conversation.messages.at(-1)?.at ?? 0;
    const { id } = await trx
      .insertInto('chat_conversations')
      .values({
        customer_id: customer.id,
        type: conversation.type,
        status: conversation.closed ? 'closed' : 'active',
        title: conversation.title,
        branch_id: branchId,
        assigned_to: conversation.assigned ? staff.id : null,
        assigned_at: conversation.assigned ? iso(1) : null,
        created_by: customer.id,
        initial_message: conversation.messages[0]?.content ?? null,
        last_message_at: iso(last),
        closed_at: conversation.closed ? iso(last + 30) : null,
        closed_by: conversation.closed ? staff.id : null,
        close_reason: conversation.closed ?? null,
        created_at: iso(0),
        updated_at: iso(last),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const message of conversation.messages) {
      await trx
        .insertInto('chat_messages')
        .values({
          conversation_id: id,
          sender_type: message.from,
          sender_id: message.from === 'customer' ? customer.id : staff.id,
          content: message.content,
          read_at: message.read ? iso(message.at + 2) : null,
          created_at: iso(message.at),
          updated_at: iso(message.at),
        })
        .execute();
    }
  };

  await write({
    type: 'consultation',
    title: 'Tư vấn: Chọn dầu gội cho tóc nhuộm',
    openedAt: now - 45 * DAY,
    assigned: true,
    closed: 'Đã tư vấn xong',
    messages: [
      {
        from: 'customer',
        content: 'Tóc em mới nhuộm thì nên dùng dầu gội loại nào ạ?',
        at: 0,
        read: true,
      },
      {
        from: 'staff',
        content:
          'Dạ chị nên dùng dầu gội không sulfate, giữ màu lâu hơn. Chị ghé salon để bạn stylist xem tóc và tư vấn thêm nhé.',
        at: 12,
        read: true,
      },
      { from: 'customer', content: 'Dạ em cảm ơn ạ', at: 20, read: true },
    ],
  });

  if (visit) {
    // Opened after the visit ended (at most two days ago); her last question half an hour ago.
    const ended = visit.completed_at ? Date.parse(visit.completed_at) : now - 3 * DAY;
    const openedAt = Math.min(Math.max(ended + 2 * 60 * MINUTE, now - 2 * DAY), now - 90 * MINUTE);
    await write({
      type: 'service',
      title: `Dịch vụ: ${visit.service} ngày ${shortDate(visit.appointment_date)}`,
      openedAt,
      assigned: true,
      messages: [
        {
          from: 'customer',
          content: `Chào salon, em vừa làm ${visit.service} ở ${visit.branch} ngày ${shortDate(visit.appointment_date)}. Mấy ngày đầu em gội đầu thế nào cho đúng ạ?`,
          at: 0,
          read: true,
        },
        {
          from: 'staff',
          content:
            'Dạ chào chị! Chị nên chờ sau 48 giờ mới gội, dùng nước ấm và dầu gội dịu nhẹ, tránh sấy nóng sát tóc ạ.',
          at: 15,
          read: true,
        },
        {
          from: 'customer',
          content: 'Em cảm ơn. Khi nào em nên quay lại chăm sóc tiếp ạ?',
          at: Math.round((now - 30 * MINUTE - openedAt) / MINUTE),
          read: false,
        },
      ],
    });
  }

  if (product) {
    await write({
      type: 'consultation',
      title: `Tư vấn: ${product.name}`,
      openedAt: now - 3 * 60 * MINUTE,
      assigned: false,
      messages: [
        {
          from: 'customer',
          content: `Salon còn ${product.name} không ạ? Giá bao nhiêu ạ?`,
          at: 0,
          read: true,
        },
        {
          from: 'staff',
          content: `Dạ còn hàng ạ. ${product.name} giá niêm yết ${formatVndText(product.price)}, chị có thể đặt trên website hoặc mua tại salon ạ.`,
          at: 20,
          read: false,
        },
      ],
    });
  }
}
