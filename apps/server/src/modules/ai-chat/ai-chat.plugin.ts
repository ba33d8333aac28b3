import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { EventBus } from '../realtime/event-bus.js';
import { AiChatHandoverService } from './ai-chat-handover.js';
import { AiChatThrottle } from './ai-chat-throttle.js';
import { AiChatRepository } from './ai-chat.repository.js';
import { aiChatRoutes } from './ai-chat.routes.js';
import { AiChatService } from './ai-chat.service.js';
import { BuiltInEngine } from './engine/built-in-engine.js';
import { SalonFacts, type SalonFactSources } from './facts/salon-facts.js';
import type { ProviderSettings } from './provider/openai-client.js';
import { ProviderEngine } from './provider/provider-engine.js';
import { supportChat } from './staff-chat.js';

export interface AiChatPluginOptions extends SalonFactSources {
  db: Db;
  limits: RateLimits;
  /** What the support chat is built from (the handover posts through it). */
  bus: EventBus;
  notifications: NotificationsService;
  dataDir: string;
  /** An OpenAI-compatible endpoint that phrases the answers; the built-in engine alone without. */
  aiProvider?: ProviderSettings | undefined;
}

/**
 * The AI consultant (`/api/ai-chat/…`): builds its repository, engine and service from the
 * shared dependencies and the other modules' services it reads, and registers its routes.
 */
export const aiChatPlugin: FastifyPluginAsync<AiChatPluginOptions> = async (app, options) => {
  const { db, limits, bus, notifications, dataDir, aiProvider, ...sources } = options;
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
  const handover = new AiChatHandoverService(
    repository,
    supportChat({ db, bus, notifications, limits, dataDir }),
    (error) => app.log.warn({ err: error }, 'the handover note was not posted'),
  );
  await app.register(aiChatRoutes, { aiChat, handover });
};
