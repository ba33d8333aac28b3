import { randomBytes } from 'node:crypto';
import { HELP_MESSAGES } from '@salon/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../lib/failure-replies.js';
import type { HelpService } from './help.service.js';

/** An anonymous visitor's id, so each visitor has one vote per FAQ. */
export const VISITOR_COOKIE = 'salon_vid';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const statsSchema = z.object({
  counts: z.record(z.string(), z.object({ helpful: z.number(), not_helpful: z.number() })),
  my_votes: z.record(z.string(), z.boolean()),
});
const statsReply = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: statsSchema,
});

export interface HelpRoutesOptions {
  help: HelpService;
  secureCookies: boolean;
}

export const helpRoutes: FastifyPluginAsyncZod<HelpRoutesOptions> = async (app, options) => {
  const { help } = options;

  /** A signed-in visitor votes as their account; anyone else as their visitor cookie. */
  function voterKey(request: FastifyRequest): string | null {
    if (request.user) return `u:${request.user.id}`;
    const visitor = request.cookies[VISITOR_COOKIE];
    return visitor && VISITOR_ID.test(visitor) ? `v:${visitor}` : null;
  }

  function ensureVoterKey(request: FastifyRequest, reply: FastifyReply): string {
    const existing = voterKey(request);
    if (existing) return existing;
    const visitor = randomBytes(16).toString('base64url');
    void reply.setCookie(VISITOR_COOKIE, visitor, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      maxAge: ONE_YEAR_SECONDS,
    });
    return `v:${visitor}`;
  }

  app.get(
    '/public/faqs/stats',
    {
      schema: {
        tags: ['help'],
        summary: 'Lượt bình chọn hữu ích của từng câu hỏi thường gặp và lựa chọn của người xem',
        response: { 200: statsReply },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await help.stats(voterKey(request)) };
    },
  );

  app.post(
    '/public/faqs/:id/helpful',
    {
      schema: {
        tags: ['help'],
        summary:
          'Bình chọn câu hỏi thường gặp có hữu ích không (mỗi người một phiếu, bình chọn lại sẽ đổi phiếu)',
        params: z.object({ id: z.string().max(60) }),
        body: z.object({ helpful: z.boolean({ error: HELP_MESSAGES.voteInvalid }) }),
        response: { 200: statsReply, ...failures(429) },
      },
    },
    async (request, reply) => {
      const key = ensureVoterKey(request, reply);
      const data = await help.vote(request.params.id, key, request.body.helpful, request.ip);
      return { success: true as const, message: HELP_MESSAGES.voteThanks, data };
    },
  );
};
