import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Row = Record<string, unknown>;
export type PersonalData = Record<string, Row[]>;

/**
 * Everything we hold about one person, section by section (the data archive's contents).
 * Secrets (password hash, token hashes) and other people's records are left out.
 */
export async function collectPersonalData(
  db: Kysely<Database>,
  userId: number,
): Promise<PersonalData> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'gender',
      'date_of_birth',
      'avatar_url',
      'status',
      'phone_verified_at',
      'last_login_at',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', userId)
    .execute();
  const customer = await db
    .selectFrom('customers')
    .select(['join_date', 'total_spent', 'source', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const addresses = await db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const appointments = await db
    .selectFrom('appointments')
    .leftJoin('services', 'services.id', 'appointments.service_id')
    .leftJoin('branches', 'branches.id', 'appointments.branch_id')
    .select([
      'appointments.id',
      'appointments.code',
      'appointments.customer_name',
      'appointments.customer_phone',
      'appointments.customer_email',
      'services.name as service_name',
      'branches.name as branch_name',
      'appointments.appointment_date',
      'appointments.appointment_time',
      'appointments.price',
      'appointments.status',
      'appointments.notes',
      'appointments.created_at',
    ])
    .where('appointments.customer_user_id', '=', userId)
    .orderBy('appointments.id')
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'customer_name',
      'customer_phone',
      'customer_email',
      'order_type',
      'payment_method',
      'status',
      'payment_status',
      'delivery_address',
      'notes',
      'subtotal',
      'discount_amount',
      'delivery_fee',
      'tax_amount',
      'total_amount',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const orderIds = orders.map((order) => order.id);
  const orderItems = orderIds.length
    ? await db
        .selectFrom('order_items')
        .select(['order_id', 'item_type', 'item_name', 'quantity', 'unit_price', 'total_price'])
        .where('order_id', 'in', orderIds)
        .orderBy('id')
        .execute()
    : [];
  const reviews = await db
    .selectFrom('reviews')
    .select([
      'id',
      'reviewable_type',
      'reviewable_id',
      'rating',
      'title',
      'content',
      'images',
      'status',
      'admin_response',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'item_type', 'item_id', 'question', 'answer', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const conversations = await db
    .selectFrom('chat_conversations')
    .select(['id', 'type', 'title', 'status', 'created_at', 'closed_at'])
    .where('customer_id', '=', userId)
    .orderBy('id')
    .execute();
  const conversationIds = conversations.map((c) => c.id);
  const messages = conversationIds.length
    ? await db
        .selectFrom('chat_messages')
        .select([
          'conversation_id',
          'sender_type',
          'message_type',
          'content',
          'file_name',
          'created_at',
        ])
        .where('conversation_id', 'in', conversationIds)
        .orderBy('id')
        .execute()
    : [];
  const notes = await db
    .selectFrom('customer_notes')
    .select(['id', 'kind', 'appointment_id', 'content', 'images', 'attachments', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const consents = await db
    .selectFrom('consent_events')
    .select(['purpose', 'given', 'source', 'ip', 'occurred_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const notifications = await db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'status', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const contacts = await db
    .selectFrom('contact_requests')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'subject',
      'message',
      'status',
      'reply_message',
      'created_at',
    ])
    .where('customer_id', '=', userId)
    .orderBy('id')
    .execute();
  const signIns = await db
    .selectFrom('sign_in_events')
    .select(['occurred_at', 'outcome', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const products = await db
    .selectFrom('customer_products')
    .select(['product_name', 'purchase_date', 'usage_end_date', 'status', 'notes'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const requests = await db
    .selectFrom('privacy_requests')
    .select(['id', 'type', 'status', 'channel', 'details', 'created_at', 'completed_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return {
    profile: user.map((row) => ({ ...row, ...customer[0] })),
    addresses,
    appointments,
    orders,
    order_items: orderItems,
    reviews,
    questions,
    chat_conversations: conversations,
    chat_messages: messages,
    treatment_notes: notes.map((note) => ({
      ...note,
      images: fileNames(note.images, 'url'),
      attachments: fileNames(note.attachments, 'name'),
    })),
    consents,
    notifications,
    contact_requests: contacts,
    sign_in_history: signIns,
    products_in_use: products,
    privacy_requests: requests,
  };
}

/** The file names of a note's JSON list of pictures or attachments. */
function fileNames(json: string | null, key: 'url' | 'name'): string {
  if (!json) return '';
  try {
    const list = JSON.parse(json) as Record<string, string>[];
    return list.map((item) => (item[key] ?? '').split('/').pop() ?? '').join(' ');
  } catch {
    return '';
  }
}
