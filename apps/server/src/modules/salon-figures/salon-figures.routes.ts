import { salonFiguresSchema, testimonialSchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { SettingsService } from '../settings/settings.service.js';
import { SalonFiguresRepository } from './salon-figures.repository.js';
import { SalonFiguresService } from './salon-figures.service.js';

/**
 * The module: GET /api/public/salon-figures and GET /api/public/testimonials, built from the
 * database and the settings.
 */
export const salonFiguresRoutes: FastifyPluginAsyncZod<{
  db: Db;
  settings: SettingsService;
}> = async (app, { db, settings }) => {
  const figures = new SalonFiguresService(new SalonFiguresRepository(db), settings);
  app.get(
    '/public/salon-figures',
    {
      schema: {
        tags: ['content'],
        summary:
          'Số liệu của salon cho trang chủ và trang giới thiệu: khách đã phục vụ, số dịch vụ, số năm, điểm đánh giá trung bình (chỉ đánh giá đã duyệt)',
        response: { 200: z.object({ success: z.literal(true), data: salonFiguresSchema }) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: await figures.figures() };
    },
  );
  app.get(
    '/public/testimonials',
    {
      schema: {
        tags: ['content'],
        summary:
          'Cảm nhận của khách trên trang chủ: các đánh giá 4–5 sao mới nhất đã được duyệt, mỗi người một đánh giá',
        response: {
          200: z.object({ success: z.literal(true), data: z.array(testimonialSchema) }),
        },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: await figures.testimonials() };
    },
  );
};
