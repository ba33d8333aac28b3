import {
  adminSignInQuerySchema,
  SESSION_MESSAGES as M,
  SIGN_IN_OUTCOMES,
  sessionIdParamsSchema,
  signInHistoryQuerySchema,
  staffSessionsQuerySchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../lib/failure-replies.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { SessionsService } from './sessions.service.js';

const sessionSchema = z.object({
  id: z.number(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});

const signInSchema = z.object({
  id: z.number(),
  occurred_at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  role: z.string().nullable(),
  identifier: z.string(),
  outcome: z.enum(SIGN_IN_OUTCOMES),
  outcome_label: z.string(),
  reason: z.string().nullable(),
  reason_label: z.string().nullable(),
  ip: z.string().nullable(),
  device: z.string(),
  known_device: z.boolean(),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({
      current_page: z.number(),
      last_page: z.number(),
      per_page: z.number(),
      total: z.number(),
    }),
  });

const ok = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });
const done = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ ended: z.number() }),
});

/** /api/auth/sessions and /api/auth/sign-ins: every signed-in user's own. */
export const ownSessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  guardEveryRoute(app, 'onRequest', guards.user);
  const tags = ['auth: sessions'];

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'Các phiên đăng nhập đang hoạt động của tôi (phiên hiện tại có current)',
        response: { 200: ok(z.array(sessionSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.sessionsOf(currentUser(request).id, request.sessionId),
    }),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Đăng xuất một phiên của tôi (404 với phiên không phải của mình)',
        params: sessionIdParamsSchema,
        response: { 200: done, ...failures(404) },
      },
    },
    async (request) => {
      await sessions.endOwnSession(currentUser(request).id, request.params.id);
      return { success: true as const, message: M.sessionEnded, data: { ended: 1 } };
    },
  );

  app.delete(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'Đăng xuất khỏi mọi thiết bị khác (phiên hiện tại giữ nguyên)',
        response: { 200: done },
      },
    },
    async (request) => {
      const ended = await sessions.endOtherSessions(currentUser(request).id, request.sessionId);
      return { success: true as const, message: M.othersEnded(ended), data: { ended } };
    },
  );

  app.get(
    '/sign-ins',
    {
      schema: {
        tags,
        summary: 'Lịch sử đăng nhập của tôi, cả lần thất bại (mới nhất trước, 10 mỗi trang)',
        querystring: signInHistoryQuerySchema,
        response: { 200: ok(pageOf(signInSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.signIns({ page: request.query.page, user_id: currentUser(request).id }),
    }),
  );
};

/** /api/admin/security/sessions and /sign-ins: admins only. */
export const adminSessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  guardEveryRoute(app, 'onRequest', guards.adminPage('security'));
  const tags = ['admin: security'];

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'Các phiên đăng nhập đang hoạt động của một nhân viên',
        querystring: staffSessionsQuerySchema,
        response: { 200: ok(z.array(sessionSchema)), ...failures(404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await sessions.staffSessions(request.query.user_id)).map((session) => ({
        ...session,
        current: session.id === request.sessionId,
      })),
    }),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Kết thúc một phiên đăng nhập của nhân viên (ghi nhật ký kiểm toán)',
        params: sessionIdParamsSchema,
        response: { 200: done, ...failures(404) },
      },
    },
    async (request) => {
      await sessions.endStaffSession(request.params.id);
      return { success: true as const, message: M.sessionEnded, data: { ended: 1 } };
    },
  );

  app.delete(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'Kết thúc mọi phiên đăng nhập của một nhân viên (ghi nhật ký kiểm toán)',
        querystring: staffSessionsQuerySchema,
        response: { 200: done, ...failures(404) },
      },
    },
    async (request) => {
      const ended = await sessions.endStaffSessions(request.query.user_id, request.sessionId);
      return { success: true as const, message: M.allEnded(ended), data: { ended } };
    },
  );

  app.get(
    '/sign-ins',
    {
      schema: {
        tags,
        summary: 'Mọi lần đăng nhập (lọc theo kết quả, vai trò, người dùng, địa chỉ, ngày)',
        querystring: adminSignInQuerySchema,
        response: { 200: ok(pageOf(signInSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await sessions.signIns(request.query) }),
  );
};
