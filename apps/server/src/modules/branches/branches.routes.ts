import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BranchesService } from './branches.service.js';

const branchSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  working_hours: z.string().nullable(),
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
        summary: 'Các chi nhánh đang hoạt động',
        response: { 200: z.object({ success: z.literal(true), data: z.array(branchSchema) }) },
      },
    },
    async () => ({ success: true as const, data: await branches.listPublic() }),
  );
};
