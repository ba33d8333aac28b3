/**
 * Messages from the contact page and the help centre, so the contacts desk is not empty: new
 * ones, one being handled by the manager, one answered and one resolved (with their timelines
 * and first-reply times, from which the average response time is computed).
 */
import { buildSearchText } from '@salon/shared';
import type { Db } from '../database.js';

const HOUR = 3_600_000;

interface SeedContact {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  type: 'inquiry' | 'booking' | 'complaint' | 'feedback' | 'other';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  source: 'contact' | 'help';
  topic?: string;
  /** Hours before now it arrived. */
  ago: number;
  /** Hours after arrival: assigned to the manager, and answered. */
  assignedAfter?: number;
  repliedAfter?: number;
  reply?: string;
  resolved?: boolean;
}

const CONTACTS: SeedContact[] = [
  {
    name: 'Nguyễn Thị Hương',
    email: 'huong.nguyen@example.com',
    phone: '0903123456',
    subject: 'Tư vấn dịch vụ',
    message: 'Tóc mình bị khô và chẻ ngọn sau khi tẩy, salon có gói phục hồi nào phù hợp không?',
    type: 'inquiry',
    priority: 'medium',
    source: 'contact',
    ago: 2,
  },
  {
    name: 'Trần Quốc Bảo',
    email: 'bao.tran@example.com',
    phone: '0912765432',
    subject: 'Khiếu nại',
    message: 'Tôi đặt lịch 15:00 nhưng phải chờ gần 40 phút mới được phục vụ. Mong salon xem lại.',
    type: 'complaint',
    priority: 'urgent',
    source: 'contact',
    ago: 5,
  },
  {
    name: 'Lê Minh Anh',
    email: 'minhanh.le@example.com',
    phone: '0938111222',
    subject: 'Chưa nhận được đơn hàng',
    message: 'Mình đặt dầu gội phục hồi từ thứ Hai mà vẫn chưa nhận được, nhờ salon kiểm tra giúp.',
    type: 'inquiry',
    priority: 'high',
    source: 'help',
    topic: 'order',
    ago: 20,
    assignedAfter: 1,
  },
  {
    name: 'Phạm Thu Trang',
    email: 'trang.pham@example.com',
    phone: '0977333444',
    subject: 'Đặt lịch hẹn',
    message: 'Cuối tuần này chi nhánh Hàng Bài còn chỗ uốn tóc cho 2 người vào buổi sáng không ạ?',
    type: 'booking',
    priority: 'medium',
    source: 'contact',
    ago: 30,
    assignedAfter: 0.5,
    repliedAfter: 2,
    reply: 'Chào chị Trang, sáng Chủ nhật lúc 9:00 chi nhánh Hàng Bài còn chỗ cho 2 người ạ.',
  },
  {
    name: 'Đỗ Hoàng Nam',
    email: 'nam.do@example.com',
    phone: '0945555666',
    subject: 'Góp ý',
    message:
      'Không gian salon rất dễ chịu, mong salon có thêm chỗ gửi xe máy ở chi nhánh Lê Văn Sỹ.',
    type: 'feedback',
    priority: 'low',
    source: 'contact',
    ago: 72,
    assignedAfter: 2,
    repliedAfter: 6,
    reply: 'Cảm ơn anh Nam đã góp ý, salon đang làm việc với bãi xe bên cạnh để mở thêm chỗ.',
    resolved: true,
  },
];

export async function insertContacts(
  trx: Db,
  people: { managerEmail: string; now: Date },
): Promise<void> {
  const manager = await trx
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', '=', people.managerEmail)
    .executeTakeFirstOrThrow();
  const at = (ms: number) => new Date(ms).toISOString();
  for (const c of CONTACTS) {
    const arrived = people.now.getTime() - c.ago * HOUR;
    const assigned = c.assignedAfter !== undefined ? arrived + c.assignedAfter * HOUR : null;
    const replied = c.repliedAfter !== undefined ? arrived + c.repliedAfter * HOUR : null;
    const status = c.resolved ? 'resolved' : replied ? 'replied' : assigned ? 'in_progress' : 'new';
    const row = await trx
      .insertInto('contact_requests')
      .values({
        customer_id: null,
        name: c.name,
        email: c.email,
        phone: c.phone,
        subject: c.subject,
        message: c.message,
        type: c.type,
        priority: c.priority,
        status,
        source: c.source,
        topic: c.topic ?? null,
        contact_method: null,
        branch_id: null,
        assigned_to: assigned ? manager.id : null,
        assigned_at: assigned ? at(assigned) : null,
        reply_message: c.reply ?? null,
        replied_at: replied ? at(replied) : null,
        replied_by: replied ? manager.id : null,
        first_replied_at: replied ? at(replied) : null,
        resolved_at: c.resolved && replied ? at(replied) : null,
        internal_notes: null,
        ip: null,
        search_text: buildSearchText(c.name, c.email, c.phone, c.subject),
        created_at: at(arrived),
        updated_at: at(replied ?? assigned ?? arrived),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const steps: {
      action: string;
      actor_id: number | null;
      note: string | null;
      created_at: string;
    }[] = [{ action: 'created', actor_id: null, note: null, created_at: at(arrived) }];
    if (assigned)
      steps.push({
        action: 'assigned',
        actor_id: manager.id,
        note: manager.name,
        created_at: at(assigned),
      });
    if (replied) {
      steps.push({
        action: c.resolved ? 'resolved' : 'replied',
        actor_id: manager.id,
        note: c.reply ?? null,
        created_at: at(replied),
      });
    }
    await trx
      .insertInto('contact_history')
      .values(steps.map((step) => ({ contact_id: row.id, ...step })))
      .execute();
  }
}
