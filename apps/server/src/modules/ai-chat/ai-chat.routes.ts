import { aiChatHandoverSchema, aiChatMessageSchema, CHAT_MESSAGES } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureReply, failures } from '../../lib/failure-replies.js';
import type { AiChatHandoverService } from './ai-chat-handover.js';
import {
  aiChatHandoverReplySchema,
  aiChatReplySchema,
  aiChatSessionParamsSchema,
  aiChatTranscriptReplySchema,
} from './ai-chat.schemas.js';
import type { AiChatService } from './ai-chat.service.js';

/** The AI consultant's HTTP routes (under /api). */
export const aiChatRoutes: FastifyPluginAsyncZod<{
  aiChat: AiChatService;
  handover: AiChatHandoverService;
}> = async (app, { aiChat, handover }) => {
  app.post(
    '/ai-chat/messages',
    {
      schema: {
        tags: ['ai-chat'],
        summary:
          'Hỏi trợ lý tư vấn (khách và khách hàng đã đăng nhập); không có session_id hoặc session_id lạ thì bắt đầu phiên mới',
        body: aiChatMessageSchema,
        response: { 200: aiChatReplySchema, ...failures(429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await aiChat.ask(request.user, request.ip, request.body),
    }),
  );

  app.get(
    '/ai-chat/sessions/:session_id/messages',
    {
      schema: {
        tags: ['ai-chat'],
        summary: 'Tải lại các tin nhắn của một phiên tư vấn (chỉ chủ phiên)',
        params: aiChatSessionParamsSchema,
        response: {
          200: aiChatTranscriptReplySchema,
          404: failureReply(404, 'phiên không có hoặc của người khác (AI_SESSION_NOT_FOUND)'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await aiChat.transcript(request.user, request.params.session_id),
    }),
  );

  app.post(
    '/ai-chat/handover',
    {
      schema: {
        tags: ['ai-chat'],
        summary:
          'Chuyển phiên tư vấn cho nhân viên (cần đăng nhập): cuộc trò chuyện của phiên chuyển cho nhân viên, hoặc bản ghi được gửi vào cuộc trò chuyện tư vấn đang mở',
        body: aiChatHandoverSchema,
        response: {
          200: aiChatHandoverReplySchema,
          401: failureReply(401, 'cần đăng nhập để nói chuyện với nhân viên'),
          403: failureReply(403, 'chỉ tài khoản khách hàng (FORBIDDEN)'),
          404: failureReply(404, 'phiên không có hoặc của người khác (AI_SESSION_NOT_FOUND)'),
          ...failures(409, 429),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: CHAT_MESSAGES.handedOver,
      data: await handover.handOver(request.user, request.body.session_id),
    }),
  );
};
