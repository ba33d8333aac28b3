import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { ChatService } from '../chat/chat.service.js';
import { AiChatHandoverService } from './ai-chat-handover.js';
import { AiChatThrottle } from './ai-chat-throttle.js';
import { AiChatRepository } from './ai-chat.repository.js';
import { aiChatRoutes } from './ai-chat.routes.js';
import { AiChatService } from './ai-chat.service.js';
import { BuiltInEngine } from './engine/built-in-engine.js';
import { SalonFacts, type SalonFactSources } from './facts/salon-facts.js';
import type { ProviderSettings } from './provider/openai-client.js';
import { ProviderEngine } from './provider/provider-engine.js';

export interface AiChatPluginOptions extends SalonFactSources {
  db: Db;
  limits: RateLimits;
  /** The app's support chat service: the handover passes sessions to staff through it. */
  chat: ChatService;
  /** An OpenAI-compatible endpoint that phrases the answers; the built-in engine alone without. */
  aiProvider?: ProviderSettings | undefined;
}

/**
 * The AI consultant (`/api/ai-chat/…`): builds its repository, engine and service from the
 * shared dependencies and the other modules' services it reads, and registers its routes.
 */
export const aiChatPlugin: FastifyPluginAsync<AiChatPluginOptions> = async (app, options) => {
  const { db, limits, chat, aiProvider, ...sources } = options;
  const facts = new SalonFacts(sources);
  const engine = new BuiltInEngine(facts);
  const provider = aiProvider
    ? new ProviderEngine(aiProvider, facts, engine.knowledge, engine, (error) =>
        app.log.warn({ err: error }, 'the AI provider failed; the built-in engine answered'),
      )
    : null;
  const repository = new AiChatRepository(db);
  const aiChat = new AiChatService(
    repository,
    new AiChatThrottle(limits),
    (question, context, history) =>
      provider ? provider.answer(question, context, history) : engine.answer(question, context),
  );
  const handover = new AiChatHandoverService(repository, chat);
  await app.register(aiChatRoutes, { aiChat, handover });
};
