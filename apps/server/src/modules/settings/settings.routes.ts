import { publicSettingsSchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notModifiedSchema, type ReplyCache } from '../../lib/reply-cache/reply-cache.js';
import type { SettingsService } from './settings.service.js';

const settingsReply = z.object({ success: z.literal(true), data: publicSettingsSchema });

export const settingsRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  replies: ReplyCache;
}> = async (app, { settings, replies }) => {
  app.get(
    '/public/settings',
    {
      compress: false,
      schema: {
        tags: ['settings'],
        summary: 'Cài đặt công khai: SEO, thông tin công ty, hệ thống',
        response: { 200: settingsReply, 304: notModifiedSchema },
      },
    },
    // Revalidated on every use (ETag): a setting an admin saves shows on the next page load. The
    // settings keep their own short cache (SETTINGS_CACHE_MS, read without a query, so inside a
    // transaction too); the kept answer follows it.
    async (request, reply) =>
      replies.send(request, reply, {
        key: await settings.version(),
        schema: settingsReply,
        answer: async () => ({ success: true as const, data: await settings.publicSettings() }),
      }),
  );
};
