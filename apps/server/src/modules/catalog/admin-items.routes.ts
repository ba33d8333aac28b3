import {
  CATALOG_ADMIN_MESSAGES as M,
  IMAGE_UPLOAD,
  imageOrderSchema,
  imageRemoveQuerySchema,
  productAdminListQuerySchema,
  productInputSchema,
  serviceAdminListQuerySchema,
  serviceInputSchema,
  statusChangeSchema,
  type AdminPage,
  type ApiPage,
  type DeleteOutcome,
  type ItemStatus,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { undescribedCreated } from '../../lib/failure-replies.js';
import { readMultipartForm } from '../../lib/uploads/multipart-form.js';
import { guards } from '../../plugins/auth.js';
import type { ItemImages } from './admin-item-images.repository.js';
import type { ItemImagesService } from './admin-item-images.js';
import type { AdminProductsService } from './admin-products.service.js';
import type { AdminServicesService } from './admin-services.service.js';

export const idParams = z.object({
  id: z.coerce
    .number({ error: M.invalidFilter })
    .int(M.invalidFilter)
    .min(1, M.invalidFilter)
    .max(2_147_483_647, M.invalidFilter),
});

/** What the product and service routes need of their service. */
interface ItemAdmin<Item, Input, Query> {
  list(query: Query): Promise<ApiPage<Item>>;
  get(id: number): Promise<Item>;
  create(input: Input): Promise<Item>;
  update(id: number, input: Input): Promise<Item>;
  setStatus(id: number, status: ItemStatus): Promise<Item>;
  delete(id: number): Promise<DeleteOutcome>;
  images: ItemImagesService;
}

interface ItemRoutesOptions<Item, Input, Query> {
  page: Extract<AdminPage, 'products' | 'services'>;
  admin: ItemAdmin<Item, Input, Query>;
  listQuery: z.ZodType<Query>;
  input: z.ZodType<Input>;
  label: string;
}

/** List, read, create, edit, status, delete and gallery routes of one kind of catalogue item. */
function itemRoutes<Item, Input, Query>(
  options: ItemRoutesOptions<Item, Input, Query>,
): FastifyPluginAsyncZod {
  const { page, admin, label } = options;
  return async (app) => {
    // Checked before the input, so a guest gets 401 and staff 403 whatever they send.
    app.addHook('onRequest', guards.adminPage(page));
    const tags = ['admin-catalog'];

    app.get(
      '/',
      {
        schema: { tags, summary: `Danh sách ${label} (quản trị)`, querystring: options.listQuery },
      },
      async (request) => ({ success: true, data: await admin.list(request.query as Query) }),
    );
    app.get(
      '/:id',
      { schema: { tags, summary: `Chi tiết ${label}`, params: idParams } },
      async (request) => ({
        success: true,
        data: await admin.get(request.params.id),
      }),
    );
    app.post(
      '/',
      {
        schema: {
          tags,
          summary: `Tạo ${label}`,
          body: options.input,
          response: { 201: undescribedCreated },
        },
      },
      async (request, reply) => {
        const data = await admin.create(request.body as Input);
        return reply.status(201).send({ success: true, data, message: M.created });
      },
    );
    app.put(
      '/:id',
      { schema: { tags, summary: `Sửa ${label}`, params: idParams, body: options.input } },
      async (request) => ({
        success: true,
        data: await admin.update(request.params.id, request.body as Input),
        message: M.updated,
      }),
    );
    app.patch(
      '/:id/status',
      { schema: { tags, summary: `Bật/tắt ${label}`, params: idParams, body: statusChangeSchema } },
      async (request) => ({
        success: true,
        data: await admin.setStatus(request.params.id, request.body.status),
        message: M.statusUpdated,
      }),
    );
    app.delete(
      '/:id',
      { schema: { tags, summary: `Xóa ${label}`, params: idParams } },
      async (request) => {
        const outcome = await admin.delete(request.params.id);
        return { success: true, data: outcome, message: outcome.message };
      },
    );

    const galleryReply = (images: ItemImages) => ({ success: true, data: images });
    app.post(
      '/:id/images',
      {
        schema: {
          tags,
          summary: `Tải ảnh ${label} lên (nhiều ảnh, trường images)`,
          params: idParams,
        },
      },
      async (request) => {
        const { files } = await readMultipartForm(request, {
          maxFiles: IMAGE_UPLOAD.catalogMaxFiles,
          maxFileBytes: IMAGE_UPLOAD.catalogMaxBytes,
          errorField: 'images',
        });
        return galleryReply(await admin.images.add(request.params.id, files));
      },
    );
    app.put(
      '/:id/images',
      {
        schema: {
          tags,
          summary: `Sắp xếp lại ảnh ${label}`,
          params: idParams,
          body: imageOrderSchema,
        },
      },
      async (request) =>
        galleryReply(await admin.images.reorder(request.params.id, request.body.image_urls)),
    );
    app.delete(
      '/:id/images',
      {
        schema: {
          tags,
          summary: `Xóa một ảnh ${label}`,
          params: idParams,
          querystring: imageRemoveQuerySchema,
        },
      },
      async (request) =>
        galleryReply(await admin.images.remove(request.params.id, request.query.url)),
    );
  };
}

export const adminItemsRoutes: FastifyPluginAsyncZod<{
  products: AdminProductsService;
  services: AdminServicesService;
}> = async (app, { products, services }) => {
  await app.register(
    itemRoutes({
      page: 'products',
      admin: products,
      listQuery: productAdminListQuerySchema,
      input: productInputSchema,
      label: 'sản phẩm',
    }),
    { prefix: '/admin/products' },
  );
  await app.register(
    itemRoutes({
      page: 'services',
      admin: services,
      listQuery: serviceAdminListQuerySchema,
      input: serviceInputSchema,
      label: 'dịch vụ',
    }),
    { prefix: '/admin/services' },
  );
};
