import type { ChatConversationDto, ChatMessageDto, ChatMessagePage } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { createBranch } from './factories.js';
import { signIn, type SignedIn } from './sessions.js';
import type { TestApp } from './test-app.js';

/** A JSON call through the app as a signed-in user; returns status and parsed body. */
export async function call<T = unknown>(
  app: FastifyInstance,
  who: SignedIn | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<{
      success: boolean;
      data: T;
      message: string;
      code?: string;
      errors?: Record<string, string[]>;
    }>(),
  };
}

/** A customer opens a conversation (with a first message) and gets it back. */
export async function openConversation(
  t: TestApp,
  customer: SignedIn,
  body: { type?: 'consultation' | 'service'; message?: string } = {
    message: 'Cho em hỏi giá uốn tóc ạ',
  },
): Promise<ChatConversationDto> {
  const res = await call<{ conversation: ChatConversationDto }>(
    t.app,
    customer,
    'POST',
    '/api/chat/conversations',
    body,
  );
  if (res.status !== 201)
    throw new Error(`opening a conversation failed: ${JSON.stringify(res.body)}`);
  return res.body.data.conversation;
}

export async function customerSends(
  app: FastifyInstance,
  customer: SignedIn,
  id: number,
  content: string,
) {
  return call<ChatMessageDto>(app, customer, 'POST', `/api/chat/conversations/${id}/messages`, {
    content,
  });
}

export async function staffSends(
  app: FastifyInstance,
  staff: SignedIn,
  id: number,
  content: string,
) {
  return call<ChatMessageDto>(app, staff, 'POST', `/api/admin/chat/conversations/${id}/messages`, {
    content,
  });
}

export async function messagesOf(
  app: FastifyInstance,
  who: SignedIn,
  side: 'customer' | 'staff',
  id: number,
): Promise<ChatMessagePage> {
  const base = side === 'customer' ? '/api/chat' : '/api/admin/chat';
  const res = await call<ChatMessagePage>(app, who, 'GET', `${base}/conversations/${id}/messages`);
  if (res.status !== 200) throw new Error(`reading messages failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A staff member bound to a new branch (or the given one). */
export async function staffOfBranch(
  t: TestApp,
  branchId?: number,
  overrides: { name?: string } = {},
): Promise<SignedIn & { branchId: number }> {
  const id = branchId ?? (await createBranch(t.db)).id;
  const staff = await signIn(t, 'staff', { branch_id: id, ...overrides });
  return { ...staff, branchId: id };
}

export async function countRows(db: Db, table: 'chat_conversations' | 'chat_messages') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
