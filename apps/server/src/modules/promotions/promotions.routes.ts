import {
  PROMOTION_MESSAGES,
  PROMOTION_STATES,
  promotionInputSchema,
  promotionListQuerySchema,
  type AdminPromotion,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guards } from '../../plugins/auth.js';
import { promotionTermsSchema } from '../catalog/catalog.schemas.js';
import type { PromotionsAdminService } from './promotions.service.js';

const promotionSchema = promotionTermsSchema.extend({
  usage_limit: z.number().nullable(),
  used_count: z.number(),
  status: z.enum(['active', 'inactive']),
  state: z.enum(PROMOTION_STATES),
  items: z.array(
    z.object({
      type: z.enum(['service', 'product']),
      id: z.number(),
      name: z.string(),
      price: z.number(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<AdminPromotion>;

const ok = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** /api/admin/promotions: the promotions screen of the back office. */
export const promotionsRoutes: FastifyPluginAsyncZod<{
  promotions: PromotionsAdminService;
}> = async (app, { promotions }) => {
  app.addHook('onRequest', guards.adminPage('promotions'));
  const tags = ['admin: promotions'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Danh sách khuyến mãi (lọc theo trạng thái, tìm theo tên)',
        querystring: promotionListQuerySchema,
        response: {
          200: ok(
            z.object({
              data: z.array(promotionSchema),
              meta: z.object({
                current_page: z.number(),
                last_page: z.number(),
                per_page: z.number(),
                total: z.number(),
              }),
            }),
          ),
        },
      },
    },
    async (request) => ({ success: true as const, data: await promotions.list(request.query) }),
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParams, response: { 200: ok(promotionSchema) } } },
    async (request) => ({ success: true as const, data: await promotions.get(request.params.id) }),
  );

  app.post(
    '/',
    { schema: { tags, body: promotionInputSchema, response: { 201: ok(promotionSchema) } } },
    async (request, reply) => {
      const data = await promotions.create(request.body);
      return reply
        .status(201)
        .send({ success: true as const, data, message: PROMOTION_MESSAGES.created });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: promotionInputSchema,
        response: { 200: ok(promotionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await promotions.update(request.params.id, request.body),
      message: PROMOTION_MESSAGES.updated,
    }),
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        tags,
        params: idParams,
        body: z.object({ status: z.enum(['active', 'inactive']) }),
        response: { 200: ok(promotionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await promotions.setStatus(request.params.id, request.body.status),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await promotions.delete(request.params.id);
      return { success: true as const, message: PROMOTION_MESSAGES.deleted };
    },
  );
};
