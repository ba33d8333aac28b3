import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { AiChatThrottle } from './ai-chat-throttle.js';
import { AiChatRepository } from './ai-chat.repository.js';
import { aiChatRoutes } from './ai-chat.routes.js';
import { AiChatService } from './ai-chat.service.js';
import { BuiltInEngine } from './engine/built-in-engine.js';
import { SalonFacts, type SalonFactSources } from './facts/salon-facts.js';

export interface AiChatPluginOptions extends SalonFactSources {
  db: Db;
  limits: RateLimits;
}

/**
 * The AI consultant (`/api/ai-chat/…`): builds its repository, engine and service from the
 * shared dependencies and the other modules' services it reads, and registers its routes.
 */
export const aiChatPlugin: FastifyPluginAsync<AiChatPluginOptions> = async (app, options) => {
  const { db, limits, ...sources } = options;
  const facts = new SalonFacts(sources);
  const engine = new BuiltInEngine(facts);
  const service = new AiChatService(
    new AiChatRepository(db),
    new AiChatThrottle(limits),
    (question, context) => engine.answer(question, context),
  );
  await app.register(aiChatRoutes, { aiChat: service });
};
