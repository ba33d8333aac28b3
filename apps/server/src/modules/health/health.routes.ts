import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReachable, type Db, type Engine } from '../../db/database.js';
import { failureReply } from '../../lib/failure-replies.js';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; engine: Engine }> = async (
  app,
  { db, engine },
) => {
  app.get(
    '/ping',
    {
      schema: {
        tags: ['health'],
        summary: 'Máy chủ còn sống (không chạm cơ sở dữ liệu)',
        response: { 200: z.object({ success: z.literal(true), data: z.literal('pong') }) },
      },
    },
    async () => ({ success: true as const, data: 'pong' as const }),
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Tình trạng máy chủ và cơ sở dữ liệu',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({
              status: z.literal('ok'),
              database: z.literal('ok'),
              engine: z.string(),
            }),
          }),
          503: failureReply(503, 'không kết nối được cơ sở dữ liệu (DATABASE_UNREACHABLE)'),
        },
      },
    },
    async (_request, reply) => {
      if (!(await isDatabaseReachable(db))) {
        return reply.status(503).send({
          success: false,
          code: 'DATABASE_UNREACHABLE',
          message: 'Không kết nối được cơ sở dữ liệu.',
        });
      }
      return {
        success: true as const,
        data: { status: 'ok' as const, database: 'ok' as const, engine },
      };
    },
  );
};
