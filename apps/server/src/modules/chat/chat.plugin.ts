import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { EventBus } from '../realtime/event-bus.js';
import { ChatBell } from './chat-bell.js';
import { chatAdminRoutes } from './chat-admin.routes.js';
import { chatCustomerRoutes } from './chat-customer.routes.js';
import { ChatEvents } from './chat-events.js';
import { ChatFiles } from './chat-files.js';
import { chatFilesRoutes } from './chat-files.routes.js';
import { ChatThrottle } from './chat-throttle.js';
import { ChatRepository } from './chat.repository.js';
import { ChatService } from './chat.service.js';

export interface ChatPluginOptions {
  db: Db;
  bus: EventBus;
  notifications: NotificationsService;
  limits: RateLimits;
  dataDir: string;
}

/** Builds the chat's service from the shared dependencies. */
export function createChatService(options: ChatPluginOptions): ChatService {
  const repository = new ChatRepository(options.db);
  return new ChatService(
    options.db,
    repository,
    new ChatFiles(options.dataDir),
    new ChatEvents(options.bus),
    new ChatBell(repository, options.notifications),
    new ChatThrottle(options.limits),
  );
}

/**
 * The support chat (registered under /api): the customer's calls at /chat, their files at
 * /chat/files, the back office's at /admin/chat.
 */
export const chatPlugin: FastifyPluginAsync<ChatPluginOptions> = async (app, options) => {
  const chat = createChatService(options);
  await app.register(chatCustomerRoutes, { prefix: '/chat', chat });
  await app.register(chatFilesRoutes, { prefix: '/chat/files', chat });
  await app.register(chatAdminRoutes, { prefix: '/admin/chat', chat });
};
