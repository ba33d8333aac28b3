import type { FastifyPluginAsync } from 'fastify';
import { chatAdminRoutes } from './chat-admin.routes.js';
import { chatCustomerRoutes } from './chat-customer.routes.js';
import { chatFilesRoutes } from './chat-files.routes.js';
import type { ChatService } from './chat.service.js';

export interface ChatPluginOptions {
  /** The app's one chat service (services.ts); the AI consultant's handover uses it too. */
  chat: ChatService;
}

/**
 * The support chat (registered under /api): the customer's calls at /chat, their files at
 * /chat/files, the back office's at /admin/chat.
 */
export const chatPlugin: FastifyPluginAsync<ChatPluginOptions> = async (app, { chat }) => {
  await app.register(chatCustomerRoutes, { prefix: '/chat', chat });
  await app.register(chatFilesRoutes, { prefix: '/chat/files', chat });
  await app.register(chatAdminRoutes, { prefix: '/admin/chat', chat });
};
