import {
  INCIDENT_MESSAGES as M,
  incidentListQuerySchema,
  incidentNoteSchema,
  incidentUpdateSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, undescribedSuccess } from '../../lib/failure-replies.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { IncidentsService } from './incidents.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** /api/admin/security: incidents and the threat figures; admins only (the security page). */
export const incidentsRoutes: FastifyPluginAsyncZod<{ incidents: IncidentsService }> = async (
  app,
  { incidents },
) => {
  guardEveryRoute(app, 'onRequest', guards.adminPage('security'));

  app.get(
    '/incidents',
    {
      schema: {
        tags: ['security'],
        summary: 'Danh sách sự cố bảo mật (10 mỗi trang)',
        querystring: incidentListQuerySchema,
        response: { 200: undescribedSuccess, ...failures(422) },
      },
    },
    async (request) => ({ success: true as const, data: await incidents.list(request.query) }),
  );

  app.get(
    '/incidents/:id',
    {
      schema: {
        tags: ['security'],
        summary: 'Chi tiết sự cố: ghi chú, lần đăng nhập và mục nhật ký liên quan',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await incidents.detail(request.params.id),
    }),
  );

  app.patch(
    '/incidents/:id',
    {
      schema: {
        tags: ['security'],
        summary:
          'Đổi trạng thái (theo các bước cho phép), người phụ trách, mức độ, vi phạm dữ liệu',
        params: idParams,
        body: incidentUpdateSchema,
        response: { 200: undescribedSuccess, ...failures(404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await incidents.update(request.params.id, request.body),
      message: M.updated,
    }),
  );

  app.post(
    '/incidents/:id/notes',
    {
      schema: {
        tags: ['security'],
        summary: 'Thêm ghi chú vào sự cố',
        params: idParams,
        body: incidentNoteSchema,
        response: { 201: undescribedSuccess, ...failures(404, 422) },
      },
    },
    async (request, reply) => {
      const detail = await incidents.addNote(
        request.params.id,
        currentUser(request).id,
        request.body.body,
      );
      return reply.status(201).send({ success: true as const, data: detail, message: M.noteAdded });
    },
  );

  app.get(
    '/threats',
    {
      schema: {
        tags: ['security'],
        summary: 'Số liệu phát hiện mối đe dọa trong 24 giờ qua và tháng này',
        response: { 200: undescribedSuccess },
      },
    },
    async () => ({ success: true as const, data: await incidents.threats() }),
  );
};
