import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { undescribedCreated } from '../../lib/failure-replies.js';
import { guardEveryRoute, guards } from '../../plugins/auth.js';
import type { SecurityOverviewService } from './security-overview.service.js';

const tags = ['admin security'];

/** /api/admin/security/overview (admins: the security page). */
export const securityOverviewRoutes: FastifyPluginAsyncZod<{
  overview: SecurityOverviewService;
}> = async (app, { overview }) => {
  guardEveryRoute(app, 'onRequest', guards.adminPage('security'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Điểm bảo mật, tỷ lệ tuân thủ, sự cố đang mở, hoạt động đáng ngờ 24 giờ và từng hạng mục kiểm tra (đạt hay chưa, từ dữ liệu thật)',
      },
    },
    async () => ({ success: true, data: await overview.overview() }),
  );

  app.post(
    '/review',
    {
      schema: {
        tags,
        summary: 'Ghi nhận lần rà soát tuân thủ định kỳ (lần tới sau một năm)',
        response: { 201: undescribedCreated },
      },
    },
    async (_request, reply) =>
      reply.code(201).send({ success: true, data: await overview.recordReview() }),
  );
};
