import { createReadStream } from 'node:fs';
import { BACKUP_MESSAGES as M } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, undescribedCreated, undescribedSuccess } from '../../lib/failure-replies.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { BackupsService } from './backups.service.js';

const params = z.object({
  id: z.coerce
    .number({ error: M.notFound })
    .int(M.notFound)
    .min(1, M.notFound)
    .max(2_147_483_647, M.notFound),
});

/** /api/admin/security/backups: admins only (the security page's permission). */
export const backupsRoutes: FastifyPluginAsyncZod<{ backups: BackupsService }> = async (
  app,
  { backups },
) => {
  guardEveryRoute(app, 'onRequest', guards.adminPage('security'));
  const tags = ['security'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Các bản sao lưu (dung lượng, mã SHA-256, tuổi, trạng thái) và RPO/RTO đo được',
        response: { 200: undescribedSuccess },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await backups.overview() };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Sao lưu ngay (409 khi đang có lần sao lưu hoặc diễn tập khác)',
        response: { 201: undescribedCreated, ...failures(409) },
      },
    },
    async (request, reply) => {
      const backup = await backups.create('manual', currentUser(request).id);
      return reply.code(201).send({ success: true as const, data: backup });
    },
  );

  app.get(
    '/drills',
    {
      schema: {
        tags,
        summary: 'Các lần diễn tập khôi phục, mới nhất trước',
        response: { 200: undescribedSuccess },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await backups.drills() };
    },
  );

  app.get(
    '/:id/download',
    {
      schema: {
        tags,
        summary:
          'Tải tệp sao lưu (.tar.gz, chứa dữ liệu mọi khách hàng; ghi nhật ký mức nghiêm trọng)',
        params,
        response: {
          200: z.unknown().describe('Tệp .tar.gz (application/gzip)'),
          ...failures(404, 409),
        },
      },
    },
    async (request, reply) => {
      const { file, name, size } = await backups.download(request.params.id);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', String(size))
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(file));
    },
  );

  app.post(
    '/:id/drill',
    {
      schema: {
        tags,
        summary:
          'Diễn tập khôi phục: khôi phục vào cơ sở dữ liệu tạm, so số dòng từng bảng và mã kiểm tra',
        params,
        response: { 201: undescribedCreated, ...failures(404, 409) },
      },
    },
    async (request, reply) => {
      const drill = await backups.drill(request.params.id, currentUser(request).id);
      return reply.code(201).send({ success: true as const, data: drill });
    },
  );
};
