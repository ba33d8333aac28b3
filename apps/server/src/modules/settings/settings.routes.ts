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
        response: { 200: z.object({ success: z.literal(true), data: publicSettingsSchema }) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: await settings.publicSettings() };
    },
  );
};
