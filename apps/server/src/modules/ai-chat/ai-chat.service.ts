import {
  AI_CHAT_LIMITS,
  CHAT_MESSAGES,
  type AiChatMessageInput,
  type AiChatReply,
  type ChatMessageDto,
  type ChatMessagePage,
  type CurrentUser,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { AiChatThrottle } from './ai-chat-throttle.js';
import type { AiChatRepository, SessionRow, StoredMessage } from './ai-chat.repository.js';
import type { Answer, AskContext } from './engine/types.js';
import { newSessionId, sessionHash } from './session-ids.js';

/** An earlier turn, as a language model is given it. */
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/** Answers one question: the built-in engine, or a language model with it as fallback. */
export type Answerer = (question: string, context: AskContext, history: Turn[]) => Promise<Answer>;

const TITLE_MAX = 200;
const TITLE_PREFIX = 'Tư vấn AI: ';

/** A session's customer: only customer accounts own sessions; anyone else asks as a guest. */
export function sessionOwner(user: CurrentUser | null): CurrentUser | null {
  return user?.role === 'customer' ? user : null;
}

/** May this user continue the session? A customer's session is theirs alone. */
export function mayUse(row: SessionRow, owner: CurrentUser | null): boolean {
  if (row.handled_by !== 'assistant' || row.status !== 'active') return false;
  return row.customer_id === null || row.customer_id === owner?.id;
}

/** What the last answers were about, from the buttons they offered. */
export function recentSubjects(messages: readonly StoredMessage[]): AskContext['recent'] {
  const recent: AskContext['recent'] = {};
  for (const message of [...messages].reverse()) {
    if (message.sender_type !== 'assistant') continue;
    for (const action of message.actions ?? []) {
      if (
        (action.kind === 'book' || action.kind === 'open_service') &&
        recent.serviceId === undefined
      ) {
        recent.serviceId = action.service_id;
        if (action.kind === 'book' && action.branch_id !== undefined)
          recent.branchId ??= action.branch_id;
      }
      if (action.kind === 'open_product') recent.productId ??= action.product_id;
    }
    if (recent.serviceId !== undefined || recent.productId !== undefined) break;
  }
  return recent;
}

export function toMessageDto(message: StoredMessage, owner: CurrentUser | null): ChatMessageDto {
  const sender =
    message.sender_type === 'customer' && owner && message.sender_id === owner.id
      ? { id: owner.id, name: owner.name, avatar: owner.avatar_url }
      : null;
  return {
    id: message.id,
    conversation_id: message.conversation_id,
    sender_type: message.sender_type,
    sender,
    message_type: 'text',
    content: message.content,
    file_path: null,
    file_name: null,
    file_size: null,
    read_at: message.read_at,
    ...(message.actions ? { actions: message.actions } : {}),
    created_at: message.created_at,
  };
}

/**
 * The AI consultant's sessions: a question is answered and stored with its answer in the
 * session's conversation (type consultation, answered by the assistant), which the back office
 * reads like any other. A session is known by a random secret only its browser holds; one the
 * server does not know, or that belongs to someone else, starts a new session.
 */
export class AiChatService {
  constructor(
    private readonly repository: AiChatRepository,
    private readonly throttle: AiChatThrottle,
    private readonly answer: Answerer,
  ) {}

  async ask(
    user: CurrentUser | null,
    clientAddress: string,
    input: AiChatMessageInput,
  ): Promise<AiChatReply> {
    await this.throttle.check(user, clientAddress);
    const owner = sessionOwner(user);
    const known = input.session_id
      ? await this.repository.findSession(sessionHash(input.session_id))
      : undefined;
    const session = known && input.session_id && mayUse(known, owner) ? known : null;
    const sessionId = session && input.session_id ? input.session_id : newSessionId();

    const earlier = session
      ? (await this.repository.latestMessages(session.id, AI_CHAT_LIMITS.historyTurns * 2)).messages
      : [];
    const answer = await this.answer(
      input.message,
      { user: owner, recent: recentSubjects(earlier) },
      earlier.map((message) => ({
        role: message.sender_type === 'assistant' ? 'assistant' : 'user',
        content: message.content,
      })),
    );

    await this.repository.db.transaction().execute(async (trx) => {
      await this.throttle.take(trx, user, clientAddress);
      let conversationId = session?.id;
      const created = conversationId === undefined;
      if (conversationId === undefined) {
        conversationId = await this.repository.createSession(trx, {
          hash: sessionHash(sessionId),
          customerId: owner?.id ?? null,
          title: `${TITLE_PREFIX}${input.message}`.slice(0, TITLE_MAX),
          firstMessage: input.message,
        });
      } else if (session?.customer_id === null && owner) {
        // A guest who signed in keeps the conversation, now theirs.
        await this.repository.adopt(trx, conversationId, owner.id);
      }
      await this.repository.addMessages(
        trx,
        conversationId,
        [
          {
            sender_type: 'customer',
            sender_id: owner?.id ?? null,
            content: input.message,
            read: true,
          },
          {
            sender_type: 'assistant',
            sender_id: null,
            content: answer.reply,
            actions: answer.actions,
            read: true,
          },
        ],
        { touch: !created },
      );
    });
    return { session_id: sessionId, reply: answer.reply, actions: answer.actions };
  }

  /** The session's messages, to its owner: the browser that holds a guest's session, or its customer. */
  async transcript(user: CurrentUser | null, sessionId: string): Promise<ChatMessagePage> {
    const owner = sessionOwner(user);
    const row = await this.repository.findSession(sessionHash(sessionId));
    if (!row || (row.customer_id !== null && row.customer_id !== owner?.id)) {
      throw new AppError('AI_SESSION_NOT_FOUND', CHAT_MESSAGES.aiSessionNotFound, 404);
    }
    const { messages, hasMore } = await this.repository.latestMessages(row.id, 50);
    return { messages: messages.map((m) => toMessageDto(m, owner)), has_more: hasMore };
  }
}
