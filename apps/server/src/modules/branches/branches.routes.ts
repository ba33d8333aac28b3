import { isoDateSchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureSchema } from '../../lib/failure-replies.js';
import { notModifiedSchema, type ReplyCache } from '../../lib/reply-cache/reply-cache.js';
import type { BranchesService } from './branches.service.js';

const period = z.object({ open: z.string(), close: z.string() });

const branchSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  working_hours: z.string(),
  hours: z.object({
    date: z.string(),
    periods: z.array(period),
    holiday: z.string().nullable(),
  }),
  general_hours: z.array(period),
});

const branchesReply = z.object({ success: z.literal(true), data: z.array(branchSchema) });

export const branchesRoutes: FastifyPluginAsyncZod<{
  branches: BranchesService;
  replies: ReplyCache;
}> = async (app, { branches, replies }) => {
  app.get(
    '/public/branches',
    {
      compress: false,
      schema: {
        tags: ['branches'],
        summary:
          'Các chi nhánh đang hoạt động, với giờ mở cửa trong ngày (hôm nay, hoặc ngày `date`) theo giờ làm việc của chi nhánh',
        querystring: z.object({ date: isoDateSchema.optional() }),
        response: { 200: branchesReply, 304: notModifiedSchema, 422: failureSchema },
      },
    },
    // Without a date the answer is today's: the cache's version includes the salon's day.
    (request, reply) =>
      replies.send(request, reply, {
        key: request.query.date ?? '',
        schema: branchesReply,
        answer: async () => ({
          success: true as const,
          data: await branches.listPublic(request.query.date),
        }),
      }),
  );
};
