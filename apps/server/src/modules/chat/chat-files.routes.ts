import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { ChatService } from './chat.service.js';

const params = z.object({
  id: z.coerce
    .number({ error: 'Mã tệp không hợp lệ' })
    .int('Mã tệp không hợp lệ')
    .min(1, 'Mã tệp không hợp lệ')
    .max(2_147_483_647, 'Mã tệp không hợp lệ'),
});

/** RFC 6266 `filename*`, with a plain ASCII fallback. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\;]/g, '_') || 'tep';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /api/chat/files/:id: the file of message `:id`, only for the conversation's customer and
 * the staff who can see the conversation (anyone else: 404). Pictures are shown inline; a PDF
 * is always a download. Never cached by shared caches.
 */
export const chatFilesRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (
  app,
  { chat },
) => {
  guardEveryRoute(app, 'onRequest', guards.user);

  app.get(
    '/:id',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Tệp của một tin nhắn (ảnh hiển thị, PDF tải về), chỉ cho khách của cuộc trò chuyện và nhân viên thấy được nó',
        params,
        response: { 200: z.unknown().describe('Nội dung tệp (image/webp hoặc application/pdf)') },
      },
    },
    async (request, reply) => {
      const file = await chat.file(currentUser(request), request.params.id);
      const isImage = file.mime.startsWith('image/');
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header(
          'content-disposition',
          contentDisposition(isImage ? 'inline' : 'attachment', file.name),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    },
  );
};
