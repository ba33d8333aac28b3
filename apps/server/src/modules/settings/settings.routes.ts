import { publicSettingsSchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/public/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Cài đặt công khai: SEO, thông tin công ty, hệ thống',
        response: {
          200: z.object({ success: z.literal(true), data: publicSettingsSchema }),
          304: z.null().describe('Không đổi so với ETag đã gửi'),
        },
      },
    },
    async (request, reply) => {
      // Revalidated on every use: a setting an admin saves shows on the next page load.
      const etag = `"s-${await settings.version()}"`;
      void reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return { success: true as const, data: await settings.publicSettings() };
    },
  );
};
