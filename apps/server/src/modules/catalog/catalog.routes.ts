import {
  categoryListQuerySchema,
  productListQuerySchema,
  serviceListQuerySchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryWithCountSchema,
  productDetailSchema,
  productSummarySchema,
  serviceDetailSchema,
  serviceSummarySchema,
  success,
  successPage,
} from './catalog.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import { notModifiedSchema, type ReplyCache } from '../../lib/reply-cache/reply-cache.js';
import type { CatalogService } from './catalog.service.js';

const idOrSlugParams = z.object({
  idOrSlug: z.string().describe('Mã số (chỉ gồm chữ số) hoặc slug'),
});

/**
 * The storefront's catalogue: every answer is kept as bytes (with its ETag, gzip and brotli) until
 * the data changes (lib/reply-cache).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  replies: ReplyCache;
}> = async (app, { catalog, replies }) => {
  const categoriesReply = success(z.array(categoryWithCountSchema));
  const servicesReply = successPage(serviceSummarySchema);
  const serviceReply = success(serviceDetailSchema);
  const productsReply = successPage(productSummarySchema);
  const productReply = success(productDetailSchema);
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/public/categories',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Danh mục dịch vụ hoặc sản phẩm đang hoạt động, kèm số mục',
        querystring: categoryListQuerySchema,
        response: { 200: categoriesReply, 304: notModifiedSchema, 422: failureSchema },
      },
    },
    (request, reply) =>
      replies.send(request, reply, {
        key: request.query.type,
        schema: categoriesReply,
        answer: async () => ok(await catalog.listCategories(request.query.type)),
      }),
  );

  app.get(
    '/public/services',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Danh sách dịch vụ: lọc theo danh mục, tìm kiếm, nổi bật; sắp xếp; phân trang',
        querystring: serviceListQuerySchema,
        response: { 200: servicesReply, 304: notModifiedSchema, 422: failureSchema },
      },
    },
    (request, reply) =>
      replies.send(request, reply, {
        key: JSON.stringify(request.query),
        schema: servicesReply,
        answer: async () => ok(await catalog.listServices(request.query)),
      }),
  );

  app.get(
    '/public/services/:idOrSlug',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Chi tiết dịch vụ theo mã số hoặc slug, kèm dịch vụ liên quan',
        params: idOrSlugParams,
        response: { 200: serviceReply, 304: notModifiedSchema, 404: failureSchema },
      },
    },
    (request, reply) =>
      replies.send(request, reply, {
        key: request.params.idOrSlug,
        schema: serviceReply,
        answer: async () => ok(await catalog.serviceDetail(request.params.idOrSlug)),
      }),
  );

  app.get(
    '/public/products',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary:
          'Danh sách sản phẩm: lọc theo danh mục, tìm kiếm, nổi bật, còn hàng, giảm giá, khoảng giá; sắp xếp; phân trang',
        querystring: productListQuerySchema,
        response: { 200: productsReply, 304: notModifiedSchema, 422: failureSchema },
      },
    },
    (request, reply) =>
      replies.send(request, reply, {
        key: JSON.stringify(request.query),
        schema: productsReply,
        answer: async () => ok(await catalog.listProducts(request.query)),
      }),
  );

  app.get(
    '/public/products/:idOrSlug',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Chi tiết sản phẩm theo mã số hoặc slug, kèm sản phẩm liên quan',
        params: idOrSlugParams,
        response: { 200: productReply, 304: notModifiedSchema, 404: failureSchema },
      },
    },
    (request, reply) =>
      replies.send(request, reply, {
        key: request.params.idOrSlug,
        schema: productReply,
        answer: async () => ok(await catalog.productDetail(request.params.idOrSlug)),
      }),
  );
};
