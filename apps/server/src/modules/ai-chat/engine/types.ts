import type { AiChatAction, CurrentUser } from '@salon/shared';

/** One part of an answer: a few sentences and the buttons that go with them. */
export interface Part {
  text: string;
  actions: AiChatAction[];
}

/** The consultant's answer to one question. */
export interface Answer {
  reply: string;
  actions: AiChatAction[];
  /** True when the salon's data had no answer and the consultant said so. */
  declined: boolean;
}

/** What the consultant knows of the conversation so far. */
export interface AskContext {
  user: CurrentUser | null;
  /** What the earlier answers were about, for a follow-up ("còn chỗ không?"). */
  recent: { serviceId?: number; productId?: number; branchId?: number };
}
