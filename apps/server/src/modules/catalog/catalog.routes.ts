import {
  categoryListQuerySchema,
  productListQuerySchema,
  serviceListQuerySchema,
} from '@salon/shared';
import type { FastifyReply } from 'fastify';
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
import type { CatalogService } from './catalog.service.js';

/**
 * A success reply serialized once per answer. The catalogue hands out the same answer object
 * until the data changes, so its JSON, checked against the reply schema and encoded as UTF-8,
 * is kept beside it.
 */
function serializeOnce(schema: z.ZodType) {
  const bodies = new WeakMap<object, Buffer>();
  const serialize = (payload: { success?: unknown; data?: unknown }): Buffer | string => {
    const { data } = payload;
    // A failure raised while replying (the error handler) is sent as it is.
    if (payload.success !== true || typeof data !== 'object' || data === null) {
      return JSON.stringify(payload);
    }
    let body = bodies.get(data);
    if (body === undefined) {
      body = Buffer.from(JSON.stringify(schema.encode(payload)));
      bodies.set(data, body);
    }
    return body;
  };
  // Fastify sends a Buffer from a serializer as it is; its types only mention strings.
  const serializer = serialize as (payload: unknown) => string;
  return <T extends object>(reply: FastifyReply, data: T) => {
    void reply.type('application/json; charset=utf-8').serializer(serializer);
    return { success: true as const, data };
  };
}

const idOrSlugParams = z.object({
  idOrSlug: z.string().describe('Mã số (chỉ gồm chữ số) hoặc slug'),
});

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  const categoriesReply = success(z.array(categoryWithCountSchema));
  const servicesReply = successPage(serviceSummarySchema);
  const serviceReply = success(serviceDetailSchema);
  const productsReply = successPage(productSummarySchema);
  const productReply = success(productDetailSchema);
  const sendCategories = serializeOnce(categoriesReply);
  const sendServices = serializeOnce(servicesReply);
  const sendService = serializeOnce(serviceReply);
  const sendProducts = serializeOnce(productsReply);
  const sendProduct = serializeOnce(productReply);

  app.get(
    '/public/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Danh mục dịch vụ hoặc sản phẩm đang hoạt động, kèm số mục',
        querystring: categoryListQuerySchema,
        response: { 200: categoriesReply, 422: failureSchema },
      },
    },
    async (request, reply) =>
      sendCategories(reply, await catalog.listCategories(request.query.type)),
  );

  app.get(
    '/public/services',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Danh sách dịch vụ: lọc theo danh mục, tìm kiếm, nổi bật; sắp xếp; phân trang',
        querystring: serviceListQuerySchema,
        response: { 200: servicesReply, 422: failureSchema },
      },
    },
    async (request, reply) => sendServices(reply, await catalog.listServices(request.query)),
  );

  app.get(
    '/public/services/:idOrSlug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Chi tiết dịch vụ theo mã số hoặc slug, kèm dịch vụ liên quan',
        params: idOrSlugParams,
        response: { 200: serviceReply, 404: failureSchema },
      },
    },
    async (request, reply) =>
      sendService(reply, await catalog.serviceDetail(request.params.idOrSlug)),
  );

  app.get(
    '/public/products',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Danh sách sản phẩm: lọc theo danh mục, tìm kiếm, nổi bật, còn hàng, giảm giá, khoảng giá; sắp xếp; phân trang',
        querystring: productListQuerySchema,
        response: { 200: productsReply, 422: failureSchema },
      },
    },
    async (request, reply) => sendProducts(reply, await catalog.listProducts(request.query)),
  );

  app.get(
    '/public/products/:idOrSlug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Chi tiết sản phẩm theo mã số hoặc slug, kèm sản phẩm liên quan',
        params: idOrSlugParams,
        response: { 200: productReply, 404: failureSchema },
      },
    },
    async (request, reply) =>
      sendProduct(reply, await catalog.productDetail(request.params.idOrSlug)),
  );
};
