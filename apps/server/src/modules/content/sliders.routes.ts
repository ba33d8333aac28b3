import {
  SLIDER_MESSAGES,
  SLIDER_LIMITS,
  adminSliderListQuerySchema,
  publicSliderQuerySchema,
  sliderImpressionsSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/uploads/multipart-form.js';
import { guards } from '../../plugins/auth.js';
import {
  adminSliderSchema,
  positionParams,
  publicSliderSchema,
  sliderIdParams,
  success,
  successPage,
} from './sliders.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import { notModifiedSchema, type ReplyCache } from '../../lib/reply-cache/reply-cache.js';
import { SLIDER_UPLOAD_LIMITS, type SlidersService } from './sliders.service.js';

const publicList = success(z.array(publicSliderSchema));
const adminOne = success(adminSliderSchema);
const failures = { 404: failureSchema, 422: failureSchema };
const adminFailures = { 401: failureSchema, 403: failureSchema, ...failures };

/**
 * Sliders on the storefront: only active ones inside their dates, by sort order, kept as bytes
 * until the data changes (lib/reply-cache).
 */
export const publicSliderRoutes: FastifyPluginAsyncZod<{
  sliders: SlidersService;
  replies: ReplyCache;
}> = async (app, { sliders, replies }) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  app.get(
    '/public/sliders/home-banners',
    {
      compress: false,
      schema: {
        tags: ['sliders'],
        summary: 'Banner trang chủ đang hiển thị',
        response: { 200: publicList, 304: notModifiedSchema },
      },
    },
    (request, reply) =>
      replies.send(request, reply, {
        key: '',
        schema: publicList,
        answer: async () => ok(await sliders.homeBanners()),
      }),
  );

  app.get(
    '/public/sliders',
    {
      compress: false,
      schema: {
        tags: ['sliders'],
        summary: 'Slider đang hiển thị, lọc theo loại và vị trí',
        querystring: publicSliderQuerySchema,
        response: { 200: publicList, 304: notModifiedSchema, 422: failureSchema },
      },
    },
    (request, reply) =>
      replies.send(request, reply, {
        key: JSON.stringify(request.query),
        schema: publicList,
        answer: async () => ok(await sliders.listPublic(request.query)),
      }),
  );

  app.get(
    '/public/sliders/position/:position',
    {
      compress: false,
      schema: {
        tags: ['sliders'],
        summary: 'Slider đang hiển thị ở một vị trí',
        params: positionParams,
        response: { 200: publicList, 304: notModifiedSchema, 422: failureSchema },
      },
    },
    (request, reply) =>
      replies.send(request, reply, {
        key: request.params.position,
        schema: publicList,
        answer: async () => ok(await sliders.byPosition(request.params.position)),
      }),
  );

  // Impressions wait in memory; they are written every minute and when the app closes.
  const flush = () =>
    sliders.flushImpressions().catch((error: unknown) => {
      app.log.warn({ err: error }, 'slider impressions not written');
    });
  const timer = setInterval(() => void flush(), SLIDER_LIMITS.impressionFlushMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });

  app.post(
    '/public/sliders/impressions',
    {
      schema: {
        tags: ['sliders'],
        summary: 'Ghi nhận các slider vừa hiển thị (mỗi địa chỉ một lần trong 10 phút)',
        body: sliderImpressionsSchema,
        response: { 200: success(z.object({ counted: z.number() })), 422: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sliders.recordImpressions(request.body.ids, request.ip),
    }),
  );

  app.post(
    '/public/sliders/:id/click',
    {
      schema: {
        tags: ['sliders'],
        summary: 'Ghi nhận một lượt nhấn (mỗi địa chỉ một lần trong 10 phút)',
        params: sliderIdParams,
        response: { 200: success(z.object({ counted: z.boolean() })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sliders.recordClick(request.params.id, request.ip),
      message: SLIDER_MESSAGES.clickCounted,
    }),
  );
};

/** Slider management in the back office (page ui-management). */
export const adminSliderRoutes: FastifyPluginAsyncZod<{ sliders: SlidersService }> = async (
  app,
  { sliders },
) => {
  app.addHook('onRequest', guards.adminPage('ui-management'));

  app.get(
    '/',
    {
      schema: {
        tags: ['sliders'],
        summary: 'Danh sách slider: tìm kiếm, lọc theo loại, vị trí, trạng thái; phân trang',
        querystring: adminSliderListQuerySchema,
        response: { 200: successPage(adminSliderSchema), ...adminFailures },
      },
    },
    async (request) => ({ success: true as const, data: await sliders.listAdmin(request.query) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['sliders'],
        summary: 'Chi tiết slider',
        params: sliderIdParams,
        response: { 200: adminOne, ...adminFailures },
      },
    },
    async (request) => ({ success: true as const, data: await sliders.get(request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['sliders'],
        summary: 'Tạo slider (multipart: các trường, image bắt buộc, mobile_image)',
        consumes: ['multipart/form-data'],
        response: { 201: adminOne, ...adminFailures },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, SLIDER_UPLOAD_LIMITS);
      const data = await sliders.create(form);
      return reply
        .status(201)
        .send({ success: true as const, data, message: SLIDER_MESSAGES.created });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['sliders'],
        summary:
          'Sửa slider (multipart: các trường, image, mobile_image, remove_image, remove_mobile_image)',
        consumes: ['multipart/form-data'],
        params: sliderIdParams,
        response: { 200: adminOne, ...adminFailures },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, SLIDER_UPLOAD_LIMITS);
      return {
        success: true as const,
        data: await sliders.update(request.params.id, form),
        message: SLIDER_MESSAGES.updated,
      };
    },
  );

  app.patch(
    '/:id/toggle-status',
    {
      schema: {
        tags: ['sliders'],
        summary: 'Bật hoặc tắt slider',
        params: sliderIdParams,
        response: { 200: adminOne, ...adminFailures },
      },
    },
    async (request) => {
      const { slider, message } = await sliders.toggle(request.params.id);
      return { success: true as const, data: slider, message };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['sliders'],
        summary: 'Xóa slider và ảnh của nó',
        params: sliderIdParams,
        response: { 200: success(z.null()), ...adminFailures },
      },
    },
    async (request) => {
      await sliders.remove(request.params.id);
      return { success: true as const, data: null, message: SLIDER_MESSAGES.deleted };
    },
  );
};
