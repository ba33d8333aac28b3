import { AUDIT_LOG_MESSAGES as M, auditLogQuerySchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { pathId } from '../../lib/path-id.js';
import { guardEveryRoute, guards } from '../../plugins/auth.js';
import type { AuditLogService } from './audit-log.service.js';

const tags = ['admin security'];

/** /api/admin/security/audit-log (admins: the security page). */
export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (
  app,
  { auditLog },
) => {
  guardEveryRoute(app, 'onRequest', guards.adminPage('security'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Nhật ký kiểm toán: tìm không dấu; lọc theo hành động, đối tượng, mức rủi ro, kết quả, người thực hiện, ngày; 10 mục mỗi trang, mới nhất trước',
        querystring: auditLogQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await auditLog.list(request.query) }),
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'Xuất nhật ký đã lọc ra CSV (việc xuất cũng được ghi vào nhật ký)',
        querystring: auditLogQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await auditLog.exportCsv(request.query);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="nhat-ky-kiem-toan-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/verify',
    { schema: { tags, summary: 'Kiểm tra chuỗi băm: mục nào bị sửa hoặc xóa thì chỉ ra mục đó' } },
    async () => ({ success: true, data: await auditLog.verify() }),
  );

  app.get(
    '/actors',
    { schema: { tags, summary: 'Những người đã có thao tác trong nhật ký (cho bộ lọc)' } },
    async () => ({ success: true, data: await auditLog.actors() }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Một mục nhật ký với các trường đã thay đổi (trước và sau)',
        params: z.object({ id: z.string().describe('Mã mục nhật ký') }),
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw new AppError('AUDIT_ENTRY_NOT_FOUND', M.notFound, 404);
      return { success: true, data: await auditLog.get(id) };
    },
  );
};
