import { CONTACT_MESSAGES, contactFormSchema, supportFormSchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../lib/failure-replies.js';
import type { ContactsService } from './contacts.service.js';

const receiptReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.number(),
    type: z.string(),
    priority: z.string(),
    status: z.string(),
    created_at: z.string(),
  }),
});

export const contactsRoutes: FastifyPluginAsyncZod<{ contacts: ContactsService }> = async (
  app,
  { contacts },
) => {
  app.post(
    '/public/contact',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Gửi tin nhắn liên hệ (trang Liên hệ); loại yêu cầu suy ra từ chủ đề',
        body: contactFormSchema,
        response: { 201: receiptReply, ...failures(429) },
      },
    },
    async (request, reply) => {
      const data = await contacts.submitContact(request.body, {
        user: request.user,
        ip: request.ip,
      });
      return reply.status(201).send({ success: true, message: CONTACT_MESSAGES.sent, data });
    },
  );

  app.post(
    '/public/support',
    {
      schema: {
        tags: ['contacts'],
        summary:
          'Gửi câu hỏi hỗ trợ từ trung tâm trợ giúp (khách vãng lai cho biết họ tên, SĐT, email)',
        body: supportFormSchema,
        response: { 201: receiptReply, ...failures(429) },
      },
    },
    async (request, reply) => {
      const data = await contacts.submitSupport(request.body, {
        user: request.user,
        ip: request.ip,
      });
      return reply.status(201).send({ success: true, message: CONTACT_MESSAGES.supportSent, data });
    },
  );
};
