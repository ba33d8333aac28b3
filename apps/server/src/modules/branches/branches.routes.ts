import { isoDateSchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureSchema } from '../../lib/failure-replies.js';
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

export const branchesRoutes: FastifyPluginAsyncZod<{ branches: BranchesService }> = async (
  app,
  { branches },
) => {
  app.get(
    '/public/branches',
    {
      schema: {
        tags: ['branches'],
        summary:
          'Các chi nhánh đang hoạt động, với giờ mở cửa trong ngày (hôm nay, hoặc ngày `date`) theo giờ làm việc của chi nhánh',
        querystring: z.object({ date: isoDateSchema.optional() }),
        response: {
          200: z.object({ success: z.literal(true), data: z.array(branchSchema) }),
          422: failureSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await branches.listPublic(request.query.date),
    }),
  );
};
