import {
  CHAT_LIMITS,
  chatCaptionSchema,
  chatConversationParamsSchema,
  chatMessagesQuerySchema,
  chatSendMessageSchema,
  customerConversationListQuerySchema,
  customerCreateConversationSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures } from '../../lib/failure-replies.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import { readChatUpload } from './chat-upload.js';
import {
  activeConflictReply,
  conversationCreatedReply,
  conversationPageReply,
  conversationReply,
  messagePageReply,
  messageReply,
  stateConflictReply,
  tooManyReply,
  unreadReply,
} from './chat.schemas.js';
import { ChatActiveConflict, customerParty, type ChatService } from './chat.service.js';

/**
 * /api/chat: a signed-in customer's support conversations (customer-account Support chat, §7).
 * A guest gets 401, staff 403; a conversation that is not the customer's is 404, like a missing
 * one. The AI consultant's sessions are not here.
 */
export const chatCustomerRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (
  app,
  { chat },
) => {
  guardEveryRoute(app, 'onRequest', guards.roles('customer'));
  const tags = ['chat'];
  const party = (request: Parameters<typeof currentUser>[0]) => customerParty(currentUser(request));

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary:
          'Cuộc trò chuyện hỗ trợ của tôi, mới hoạt động nhất trước (kèm số tin chưa đọc, tin mới nhất)',
        querystring: customerConversationListQuerySchema,
        response: { 200: conversationPageReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.listForCustomer(currentUser(request), request.query),
    }),
  );

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        summary:
          'Mở cuộc trò chuyện (type consultation|service, message?); 409 kèm data.conversation_id khi đã có cuộc đang hoạt động cùng loại',
        body: customerCreateConversationSchema,
        response: { 201: conversationCreatedReply, 409: activeConflictReply, ...failures(429) },
      },
    },
    async (request, reply) => {
      try {
        const conversation = await chat.createForCustomer(currentUser(request), request.body);
        return await reply.status(201).send({ success: true as const, data: { conversation } });
      } catch (error) {
        if (error instanceof ChatActiveConflict) {
          return reply.status(409).send({
            success: false as const,
            code: error.code,
            message: error.message,
            data: { conversation_id: error.conversationId },
          });
        }
        throw error;
      }
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary:
          'Tin nhắn của cuộc trò chuyện, cũ trước (50 tin; before_id lùi lại, after_id lấy tin mới)',
        params: chatConversationParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: messagePageReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.messages(party(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Gửi tin nhắn (content ≤ 2000 ký tự); 409 khi cuộc trò chuyện đã đóng',
        params: chatConversationParamsSchema,
        body: chatSendMessageSchema,
        response: { 201: messageReply, 409: stateConflictReply, 429: tooManyReply },
      },
    },
    async (request, reply) => {
      const data = await chat.send(party(request), request.params.id, request.body.content);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/conversations/:id/files',
    {
      schema: {
        tags,
        summary: `Gửi tệp (multipart: file ảnh JPG/PNG/WEBP hoặc PDF dưới ${CHAT_LIMITS.fileMaxBytes / 1024 / 1024}MB, caption?)`,
        params: chatConversationParamsSchema,
        response: { 201: messageReply, 409: stateConflictReply, 429: tooManyReply },
      },
    },
    async (request, reply) => {
      const who = party(request);
      await chat.assertVisible(who, request.params.id);
      const upload = await readChatUpload(request, chatCaptionSchema);
      const data = await chat.sendFile(who, request.params.id, upload.file, upload.caption);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/conversations/:id/mark-read',
    {
      schema: {
        tags,
        summary: 'Đánh dấu đã đọc các tin của salon trong cuộc trò chuyện',
        params: chatConversationParamsSchema,
        response: { 200: conversationReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.markRead(party(request), request.params.id),
    }),
  );

  app.get(
    '/unread-count',
    {
      schema: {
        tags,
        summary: 'Số tin nhắn của salon tôi chưa đọc',
        response: { 200: unreadReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: { unread_count: await chat.unreadCount(party(request)) },
    }),
  );
};
