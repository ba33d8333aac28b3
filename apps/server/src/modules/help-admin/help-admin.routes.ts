import {
  BACK_OFFICE_HELP_MESSAGES as M,
  FEEDBACK_PRIORITIES,
  FEEDBACK_TYPES,
  faqVoteSchema,
  feedbackFormSchema,
  feedbackListQuerySchema,
  type BackOfficeFaqVotesMap,
  type FeedbackDto,
  type HelpCentreOverview,
  type SystemInfo,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../lib/failure-replies.js';
import { currentUser, guards } from '../../plugins/auth.js';
import type { HelpAdminService } from './help-admin.service.js';
import type { SystemInfoReader } from './system-info.js';

const ok = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

const votesSchema = z.record(
  z.string(),
  z.object({
    helpful: z.number(),
    not_helpful: z.number(),
    rating_count: z.number(),
    rating_average: z.number().nullable(),
    mine: z.object({ helpful: z.boolean().nullable(), rating: z.number().nullable() }).nullable(),
  }),
) satisfies z.ZodType<BackOfficeFaqVotesMap>;

const feedbackSchema = z.object({
  id: z.number(),
  type: z.enum(FEEDBACK_TYPES),
  subject: z.string(),
  description: z.string(),
  priority: z.enum(FEEDBACK_PRIORITIES).nullable(),
  sender: z
    .object({ id: z.number(), name: z.string(), email: z.string().nullable(), role: z.string() })
    .nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<FeedbackDto>;

const pageMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

const helpCentreSchema = z.object({
  faq_votes: z.array(
    z.object({
      faq_id: z.string(),
      question: z.string(),
      helpful: z.number(),
      not_helpful: z.number(),
    }),
  ),
  support_requests: z.object({
    total: z.number(),
    open: z.number(),
    recent: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        subject: z.string(),
        type: z.string(),
        status: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
}) satisfies z.ZodType<HelpCentreOverview>;

const systemSchema = z.object({
  app_version: z.string(),
  node_version: z.string(),
  database_engine: z.enum(['sqlite', 'postgres']),
  started_at: z.string(),
  uptime_seconds: z.number(),
  email_configured: z.boolean(),
  jobs: z.object({ total: z.number(), due: z.number(), running: z.number(), failing: z.number() }),
  outbox: z.object({
    pending: z.number(),
    sending: z.number(),
    sent: z.number(),
    failed: z.number(),
  }),
}) satisfies z.ZodType<SystemInfo>;

/**
 * /api/admin/help: the back office's help screen (back-office §2.17). Every back-office role
 * votes and sends feedback; reading everyone's feedback, the storefront help centre and the
 * server's state is for admins.
 */
export const helpAdminRoutes: FastifyPluginAsyncZod<{
  helpAdmin: HelpAdminService;
  systemInfo: SystemInfoReader;
}> = async (app, { helpAdmin, systemInfo }) => {
  const tags = ['admin: help'];
  const everyone = guards.adminPage('help');
  const admins = guards.roles('admin');

  app.get(
    '/faq-votes',
    {
      onRequest: everyone,
      schema: {
        tags,
        summary: 'Lượt hữu ích và điểm đánh giá của các câu hỏi trợ giúp, kèm phiếu của bạn',
        response: { 200: ok(votesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await helpAdmin.votes(currentUser(request).id),
    }),
  );

  app.put(
    '/faqs/:id/vote',
    {
      onRequest: everyone,
      schema: {
        tags,
        summary:
          'Bình chọn hữu ích và/hoặc chấm điểm một câu trả lời (mỗi người một phiếu, gửi lại để đổi)',
        params: z.object({ id: z.string().max(60) }),
        body: faqVoteSchema,
        response: { 200: ok(votesSchema), ...failures(404, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.voteSaved,
      data: await helpAdmin.vote(request.params.id, currentUser(request).id, request.body),
    }),
  );

  app.post(
    '/feedback',
    {
      onRequest: everyone,
      schema: {
        tags,
        summary: 'Gửi phản hồi từ màn hình trợ giúp (giới hạn mỗi người mỗi giờ)',
        body: feedbackFormSchema,
        response: { 201: ok(feedbackSchema), ...failures(429) },
      },
    },
    async (request, reply) => {
      const data = await helpAdmin.sendFeedback(request.body, currentUser(request).id);
      return reply.code(201).send({ success: true as const, data, message: M.feedbackSent });
    },
  );

  app.get(
    '/feedback',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Phản hồi đã gửi từ màn hình trợ giúp (mới nhất trước; quản trị viên)',
        querystring: feedbackListQuerySchema,
        response: { 200: ok(z.object({ data: z.array(feedbackSchema), meta: pageMeta })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await helpAdmin.listFeedback(request.query),
    }),
  );

  app.get(
    '/help-centre',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Trung tâm trợ giúp của website: lượt hữu ích từng câu hỏi và yêu cầu hỗ trợ (quản trị viên)',
        response: { 200: ok(helpCentreSchema) },
      },
    },
    async () => ({ success: true as const, data: await helpAdmin.helpCentre() }),
  );

  app.get(
    '/system',
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'Thông tin hệ thống: phiên bản, cơ sở dữ liệu, thời gian chạy, hàng đợi tác vụ và hộp thư đi (quản trị viên)',
        response: { 200: ok(systemSchema) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await systemInfo.read() };
    },
  );
};
