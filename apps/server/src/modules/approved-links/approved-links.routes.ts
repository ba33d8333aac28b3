import { APPROVED_LINK_MESSAGES as M, approvedLinkCreateSchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { pathId } from '../../lib/path-id.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { ApprovedLinks } from './approved-links.service.js';

const tags = ['admin: security'];

/** /api/admin/security/approved-links: the hosts links may point to besides ours; admins only. */
export const approvedLinksRoutes: FastifyPluginAsyncZod<{ approvedLinks: ApprovedLinks }> = async (
  app,
  { approvedLinks },
) => {
  guardEveryRoute(app, 'onRequest', guards.roles('admin'));

  app.get(
    '/',
    { schema: { tags, summary: 'Các tên miền được duyệt cho liên kết trong thông báo' } },
    async () => ({
      success: true as const,
      data: await approvedLinks.list(),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Duyệt một tên miền (hoặc dán cả địa chỉ: chỉ tên miền được giữ)',
        body: approvedLinkCreateSchema,
      },
    },
    async (request, reply) => {
      const data = await approvedLinks.add(request.body, currentUser(request).id);
      return reply.code(201).send({ success: true as const, data, message: M.added });
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Bỏ duyệt một tên miền', params: z.object({ id: z.string() }) } },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw new AppError('APPROVED_LINK_NOT_FOUND', M.notFound, 404);
      await approvedLinks.remove(id);
      return { success: true as const, data: null, message: M.removed };
    },
  );
};
