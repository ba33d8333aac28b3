import {
  CHAT_LIMITS,
  CHAT_MESSAGES as M,
  adminAssignConversationSchema,
  adminCloseConversationSchema,
  adminConversationListQuerySchema,
  adminCreateConversationSchema,
  adminUpdateConversationSchema,
  chatCaptionSchema,
  chatConversationParamsSchema,
  chatCustomerSearchQuerySchema,
  chatMessagesQuerySchema,
  chatSendMessageSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureReply } from '../../lib/failure-replies.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import { readChatUpload } from './chat-upload.js';
import {
  activeConflictReply,
  conversationCreatedReply,
  conversationPageReply,
  conversationReply,
  customerSearchReply,
  messagePageReply,
  messageReply,
  stateConflictReply,
  tooManyReply,
  unreadReply,
} from './chat.schemas.js';
import { ChatActiveConflict, staffParty, type ChatService } from './chat.service.js';

/**
 * /api/admin/chat: the back office's live chat (back-office §2.13, §7), admin page `chat`.
 * Staff of a branch work on that branch's conversations, those of no branch and those assigned
 * to them; managers and admins on all. Outside that, 404.
 */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (
  app,
  { chat },
) => {
  guardEveryRoute(app, 'onRequest', guards.adminPage('chat'));
  const tags = ['admin chat'];
  const party = (request: Parameters<typeof currentUser>[0]) => staffParty(currentUser(request));

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary:
          'Cuộc trò chuyện trong phạm vi của tôi (status mặc định active, priority, type, assigned_to_me, unassigned, include_assistant, q: tên/SĐT/e-mail khách hoặc tiêu đề, không dấu)',
        querystring: adminConversationListQuerySchema,
        response: { 200: conversationPageReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.listForStaff(currentUser(request), request.query),
    }),
  );

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        summary:
          'Mở cuộc trò chuyện với một khách (customer_id, message ≤ 1000, priority, type), giao cho người mở; 409 kèm data.conversation_id khi khách đã có cuộc đang hoạt động cùng loại',
        body: adminCreateConversationSchema,
        response: {
          201: conversationCreatedReply,
          404: failureReply(404, 'không tìm thấy khách hàng (CUSTOMER_NOT_FOUND)'),
          409: activeConflictReply,
          429: tooManyReply,
        },
      },
    },
    async (request, reply) => {
      try {
        const conversation = await chat.createForStaff(currentUser(request), request.body);
        return await reply
          .status(201)
          .send({ success: true as const, data: { conversation }, message: M.adminCreated });
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
    '/conversations/:id',
    {
      schema: {
        tags,
        summary: 'Một cuộc trò chuyện',
        params: chatConversationParamsSchema,
        response: { 200: conversationReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.get(party(request), request.params.id),
    }),
  );

  app.patch(
    '/conversations/:id',
    {
      schema: {
        tags,
        summary: 'Đổi mức ưu tiên (priority)',
        params: chatConversationParamsSchema,
        body: adminUpdateConversationSchema,
        response: { 200: conversationReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.setPriority(currentUser(request), request.params.id, request.body.priority),
    }),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Tin nhắn, cũ trước (50 tin; before_id, after_id)',
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
        summary: 'Gửi tin nhắn cho khách (content ≤ 2000); chỉ cuộc trò chuyện đang hoạt động',
        params: chatConversationParamsSchema,
        body: chatSendMessageSchema,
        response: { 201: messageReply, 409: stateConflictReply, 429: tooManyReply },
      },
    },
    async (request, reply) => {
      const data = await chat.send(party(request), request.params.id, request.body.content);
      return reply.status(201).send({ success: true as const, data, message: M.adminSent });
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
      return reply.status(201).send({ success: true as const, data, message: M.adminFileSent });
    },
  );

  app.post(
    '/conversations/:id/mark-read',
    {
      schema: {
        tags,
        summary: 'Đánh dấu đã đọc các tin của khách',
        params: chatConversationParamsSchema,
        response: { 200: conversationReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.markRead(party(request), request.params.id),
    }),
  );

  app.post(
    '/conversations/:id/assign',
    {
      schema: {
        tags,
        summary:
          'Phân công (admin_id): nhân viên chỉ nhận cho chính mình, quản lý/admin giao cho nhân viên đang làm việc; chỉ cuộc đang hoạt động',
        params: chatConversationParamsSchema,
        body: adminAssignConversationSchema,
        response: { 200: conversationReply, 409: stateConflictReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.assign(currentUser(request), request.params.id, request.body.admin_id),
      message: M.assigned,
    }),
  );

  app.post(
    '/conversations/:id/close',
    {
      schema: {
        tags,
        summary: 'Đóng cuộc trò chuyện (reason? ≤ 500); chỉ cuộc đang hoạt động',
        params: chatConversationParamsSchema,
        body: adminCloseConversationSchema,
        response: { 200: conversationReply, 409: stateConflictReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.close(currentUser(request), request.params.id, request.body.reason),
      message: M.closed,
    }),
  );

  app.get(
    '/unread-count',
    {
      schema: {
        tags,
        summary: 'Số tin nhắn của khách chưa đọc trong các cuộc trò chuyện tôi thấy',
        response: { 200: unreadReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: { unread_count: await chat.unreadCount(party(request)) },
    }),
  );

  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary:
          'Tìm khách hàng để mở cuộc trò chuyện (q ≥ 2 ký tự: tên không dấu, SĐT, e-mail), kèm số cuộc đang hoạt động',
        querystring: chatCustomerSearchQuerySchema,
        response: { 200: customerSearchReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.searchCustomers(request.query.q, request.query.per_page),
    }),
  );
};
