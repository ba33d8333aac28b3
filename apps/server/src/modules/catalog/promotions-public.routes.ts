import type { PublicSale } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notModifiedSchema, type ReplyCache } from '../../lib/reply-cache/reply-cache.js';
import { promotionSchema, promotionTermsSchema, success } from './catalog.schemas.js';
import type { CatalogService } from './catalog.service.js';

const saleSchema = promotionTermsSchema.extend({
  remaining_uses: z.number().nullable(),
  items: z.array(z.object({ type: z.enum(['service', 'product']), id: z.number() })),
}) satisfies z.ZodType<PublicSale>;

/**
 * The storefront's promotion calls as storefront §7 names them: a product's running promotions
 * (`GET /api/products/:id/promotions`) and, its fallback, every running sale
 * (`GET /api/public/sales`). Both read the cached catalogue.
 */
const salesReply = success(z.array(saleSchema));

export const publicPromotionsRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  replies: ReplyCache;
}> = async (app, { catalog, replies }) => {
  app.get(
    '/products/:idOrSlug/promotions',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Khuyến mãi đang áp dụng cho một sản phẩm (mã số hoặc slug), với số tiền giảm trên giá niêm yết',
        params: z.object({ idOrSlug: z.string().describe('Mã số (chỉ gồm chữ số) hoặc slug') }),
        response: { 200: success(z.array(promotionSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalog.productPromotions(request.params.idOrSlug),
    }),
  );

  app.get(
    '/public/sales',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary:
          'Mọi khuyến mãi đang áp dụng, kèm dịch vụ và sản phẩm (đang bán) được giảm; sắp kết thúc trước',
        response: { 200: salesReply, 304: notModifiedSchema },
      },
    },
    (request, reply) =>
      replies.send(request, reply, {
        key: '',
        schema: salesReply,
        answer: async () => ({ success: true as const, data: await catalog.publicSales() }),
      }),
  );
};
