import { randomBytes } from 'node:crypto';
import { buildSearchText, ERASED_NAME } from '@salon/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What a personal text becomes once erased. */
export const ERASED_TEXT = '[Đã xóa theo yêu cầu của khách hàng]';

/** The person as we knew them before the erasure: what must disappear from every table. */
export interface ErasedIdentity {
  userId: number;
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * Free-text columns that may mention a person by name, phone or e-mail in a message about
 * them (a staff notification, an e-mail body, a history note). The identifiers are replaced
 * inside the text; the rest of the text stays.
 */
const FREE_TEXT: readonly { table: keyof Database; columns: readonly string[] }[] = [
  { table: 'notifications', columns: ['title', 'message', 'data'] },
  { table: 'outbox_messages', columns: ['subject', 'body', 'recipient'] },
  { table: 'appointment_events', columns: ['note'] },
  { table: 'order_events', columns: ['note'] },
  { table: 'contact_history', columns: ['note'] },
  { table: 'chat_messages', columns: ['content'] },
  { table: 'chat_conversations', columns: ['title', 'initial_message'] },
  { table: 'customer_notes', columns: ['content'] },
  { table: 'payment_transactions', columns: ['content', 'note', 'raw'] },
  { table: 'help_feedback', columns: ['subject', 'description'] },
  { table: 'appointments', columns: ['notes', 'staff_note', 'cancel_reason'] },
  { table: 'orders', columns: ['notes', 'cancel_reason', 'delivery_address'] },
  { table: 'idempotency_keys', columns: ['response'] },
  { table: 'privacy_requests', columns: ['details', 'resolution', 'reject_reason'] },
  { table: 'reviews', columns: ['title', 'content', 'admin_response'] },
  { table: 'questions', columns: ['question', 'answer'] },
];

/**
 * Erases one customer inside the caller's transaction: personal fields anonymised everywhere,
 * their own records deleted, sessions and codes ended, the login made impossible. Orders keep
 * their amounts, items and tax (accounting law); their name, phone, address and e-mail go.
 * Returns the uploaded files to delete once the transaction has committed.
 */
export async function erasePerson(
  trx: Transaction<Database>,
  person: ErasedIdentity,
  unusablePasswordHash: string,
): Promise<string[]> {
  const { userId } = person;
  const identifiers = [person.email, person.phone].filter((v): v is string => !!v);
  // As typed at sign-in: the e-mail lower-cased, the phone in either form.
  const typed = [
    ...identifiers.map((value) => value.toLowerCase()),
    ...(person.phone?.startsWith('+84') ? [`0${person.phone.slice(3)}`] : []),
  ];
  const files: string[] = [];

  // Files first, read before their rows change.
  const user = await trx
    .selectFrom('users')
    .select('avatar_url')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user?.avatar_url) files.push(user.avatar_url);
  const notes = await trx
    .selectFrom('customer_notes')
    .select(['images', 'attachments'])
    .where('user_id', '=', userId)
    .execute();
  for (const note of notes) {
    files.push(...jsonUrls(note.images, 'url'), ...jsonUrls(note.images, 'thumbnail_url'));
    files.push(...jsonUrls(note.attachments, 'path'));
  }
  const reviews = await trx
    .selectFrom('reviews')
    .select(['id', 'images', 'title', 'content'])
    .where('user_id', '=', userId)
    .execute();
  for (const review of reviews) {
    files.push(...jsonUrls(review.images, 'url'), ...jsonUrls(review.images, 'thumbnail_url'));
  }
  const appointmentIds = (
    await trx
      .selectFrom('appointments')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('customer_user_id', '=', userId),
          ...(person.phone ? [eb('customer_phone', '=', person.phone)] : []),
          ...(person.email ? [eb('customer_email', '=', person.email)] : []),
        ]),
      )
      .execute()
  ).map((row) => row.id);
  if (appointmentIds.length) {
    const photos = await trx
      .selectFrom('appointment_photos')
      .select(['url', 'thumbnail_url'])
      .where('appointment_id', 'in', appointmentIds)
      .execute();
    for (const photo of photos)
      files.push(photo.url, ...(photo.thumbnail_url ? [photo.thumbnail_url] : []));
    await trx
      .deleteFrom('appointment_photos')
      .where('appointment_id', 'in', appointmentIds)
      .execute();
  }
  const conversationIds = (
    await trx
      .selectFrom('chat_conversations')
      .select('id')
      .where('customer_id', '=', userId)
      .execute()
  ).map((row) => row.id);
  const chatFiles = conversationIds.length
    ? await trx
        .selectFrom('chat_messages')
        .select('file_path')
        .where('conversation_id', 'in', conversationIds)
        .where('file_path', 'is not', null)
        .execute()
    : [];
  const chatPaths = chatFiles.map((row) => `chat:${row.file_path ?? ''}`);
  const archives = await trx
    .selectFrom('privacy_requests')
    .select('archive_file')
    .where('user_id', '=', userId)
    .where('archive_file', 'is not', null)
    .execute();
  const archivePaths = archives.map((row) => `archive:${row.archive_file ?? ''}`);

  // The account: no name, no contact, no way in.
  await trx
    .updateTable('users')
    .set({
      name: ERASED_NAME,
      email: null,
      phone: null,
      gender: null,
      date_of_birth: null,
      avatar_url: null,
      status: 'inactive',
      password_hash: unusablePasswordHash,
      phone_verified_at: null,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
  await trx.updateTable('customers').set({ notes: null }).where('user_id', '=', userId).execute();
  for (const table of [
    'sessions',
    'customer_addresses',
    'password_reset_codes',
    'phone_verification_codes',
    'cart_items',
    'user_preferences',
    'customer_products',
    'customer_notes',
    'notifications',
    'help_feedback',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  await trx.deleteFrom('faq_votes').where('voter_key', '=', `u:${userId}`).execute();
  await trx.deleteFrom('idempotency_keys').where('requester', '=', `user:${userId}`).execute();
  await trx.updateTable('consent_events').set({ ip: null }).where('user_id', '=', userId).execute();
  await trx
    .updateTable('privacy_requests')
    .set({
      details: null,
      archive_file: null,
      archive_token_hash: null,
      archive_expires_at: null,
    })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .deleteFrom('sign_in_events')
    .where((eb) =>
      eb.or([eb('user_id', '=', userId), ...typed.map((value) => eb('identifier', '=', value))]),
    )
    .execute();
  await trx
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        eb('key', 'like', `%user:${userId}`),
        ...identifiers.map((value) => eb('key', 'like', `%${value.toLowerCase()}%`)),
        ...identifiers.map((value) => eb('key', 'like', `%${value}%`)),
      ]),
    )
    .execute();
  if (person.phone) {
    await trx.deleteFrom('phone_verification_codes').where('phone', '=', person.phone).execute();
  }

  // Bookings and orders stay (the salon's books, the accounting law); who made them goes.
  if (appointmentIds.length) {
    await trx
      .updateTable('appointments')
      .set({ customer_name: ERASED_NAME, customer_phone: '', customer_email: null, notes: null })
      .where('id', 'in', appointmentIds)
      .execute();
  }
  const orderIds = (
    await trx
      .selectFrom('orders')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('user_id', '=', userId),
          ...(person.phone ? [eb('customer_phone', '=', person.phone)] : []),
          ...(person.email ? [eb('customer_email', '=', person.email)] : []),
        ]),
      )
      .execute()
  ).map((row) => row.id);
  if (orderIds.length) {
    await trx
      .updateTable('orders')
      .set({
        customer_name: ERASED_NAME,
        customer_phone: '',
        customer_email: null,
        delivery_address: null,
        notes: null,
        access_token_hash: null,
      })
      .where('id', 'in', orderIds)
      .execute();
    // The invoice's company stays on the books; the person's own e-mail goes.
    await trx
      .updateTable('invoice_requests')
      .set({ email: '' })
      .where('order_id', 'in', orderIds)
      .execute();
  }

  // What they wrote in public shows as 'Khách hàng'; their words and pictures go.
  const pairs = replacements(person);
  for (const review of reviews) {
    const title = scrub(review.title, pairs);
    const content = scrub(review.content, pairs);
    await trx
      .updateTable('reviews')
      .set({
        guest_name: null,
        guest_email: null,
        images: '[]',
        title,
        content,
        search_text: buildSearchText(title, content, ERASED_NAME),
      })
      .where('id', '=', review.id)
      .execute();
  }
  const questions = await trx
    .selectFrom('questions')
    .select(['id', 'question'])
    .where('user_id', '=', userId)
    .execute();
  for (const question of questions) {
    await trx
      .updateTable('questions')
      .set({
        guest_name: null,
        guest_email: null,
        search_text: buildSearchText(question.question, ERASED_NAME),
      })
      .where('id', '=', question.id)
      .execute();
  }
  if (person.email) {
    for (const table of ['reviews', 'questions'] as const) {
      await trx
        .updateTable(table)
        .set({ guest_name: ERASED_NAME, guest_email: null })
        .where('guest_email', '=', person.email)
        .execute();
    }
  }

  // Conversations stay for the staff's statistics; every word and file in them goes.
  if (conversationIds.length) {
    await trx
      .updateTable('chat_messages')
      .set({
        content: ERASED_TEXT,
        file_path: null,
        file_name: null,
        file_size: null,
        file_mime: null,
        actions: null,
      })
      .where('conversation_id', 'in', conversationIds)
      .execute();
    await trx
      .updateTable('chat_conversations')
      .set({ title: ERASED_TEXT, initial_message: null, ai_session_hash: null })
      .where('id', 'in', conversationIds)
      .execute();
  }

  const contactIds = (
    await trx
      .selectFrom('contact_requests')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('customer_id', '=', userId),
          ...(person.phone ? [eb('phone', '=', person.phone)] : []),
          ...(person.email ? [eb('email', '=', person.email)] : []),
        ]),
      )
      .execute()
  ).map((row) => row.id);
  if (contactIds.length) {
    await trx
      .updateTable('contact_requests')
      .set({
        name: ERASED_NAME,
        email: null,
        phone: null,
        message: ERASED_TEXT,
        reply_message: null,
        internal_notes: null,
        ip: null,
        search_text: buildSearchText(ERASED_NAME),
      })
      .where('id', 'in', contactIds)
      .execute();
    await trx
      .updateTable('contact_history')
      .set({ note: null })
      .where('contact_id', 'in', contactIds)
      .execute();
  }

  // Messages sent to them: the address and the words go, the fact that one was sent stays.
  if (identifiers.length) {
    await trx
      .updateTable('outbox_messages')
      .set({
        recipient: '',
        subject: null,
        body: ERASED_TEXT,
        secret_sealed: null,
        last_error: null,
      })
      .where('recipient', 'in', identifiers)
      .execute();
  }

  // Whatever still names them in free text elsewhere (a staff notification, a history note).
  await replaceEverywhere(trx, person);
  return [...files, ...chatPaths, ...archivePaths];
}

/** Each identifier of the person and what replaces it inside a text. */
function replacements(person: ErasedIdentity): [string, string][] {
  const pairs: [string, string][] = [];
  // A name shorter than 3 letters would eat into unrelated words.
  if (person.name.trim().length >= 3 && person.name !== ERASED_NAME) {
    pairs.push([person.name, ERASED_NAME]);
  }
  if (person.email) pairs.push([person.email, '[email]']);
  if (person.phone) {
    pairs.push([person.phone, '[sđt]']);
    if (person.phone.startsWith('+84')) pairs.push([`0${person.phone.slice(3)}`, '[sđt]']);
  }
  return pairs;
}

function scrub(text: string, pairs: readonly [string, string][]): string {
  return pairs.reduce(
    (result, [value, replacement]) => result.split(value).join(replacement),
    text,
  );
}

async function replaceEverywhere(trx: Transaction<Database>, person: ErasedIdentity) {
  const pairs = replacements(person);
  for (const { table, columns } of FREE_TEXT) {
    for (const column of columns) {
      for (const [value, replacement] of pairs) {
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = replace(${sql.ref(column)}, ${value}, ${replacement})
          where ${sql.ref(column)} like ${`%${likeEscape(value)}%`} escape '\\'`.execute(trx);
      }
    }
  }
}

function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function jsonUrls(json: string | null, key: string): string[] {
  if (!json) return [];
  try {
    const list = JSON.parse(json) as Record<string, unknown>[];
    return list.map((item) => item[key]).filter((v): v is string => typeof v === 'string');
  } catch {
    return [];
  }
}

/** A password hash no password matches: the hash of 32 random bytes nobody keeps. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
