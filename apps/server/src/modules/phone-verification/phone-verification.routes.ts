import { PHONE_VERIFICATION_MESSAGES as M, phoneVerificationVerifySchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureReply, failures } from '../../lib/failure-replies.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { PhoneVerificationService } from './phone-verification.service.js';

const reply = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** /api/customer/phone-verification: a signed-in customer proves their phone by SMS code. */
export const phoneVerificationRoutes: FastifyPluginAsyncZod<{
  phones: PhoneVerificationService;
}> = async (app, { phones }) => {
  guardEveryRoute(app, 'onRequest', guards.roles('customer'));
  const tags = ['customer: profile'];

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Gửi mã xác minh số điện thoại qua SMS',
        response: {
          200: reply(
            z.object({ resend_after_seconds: z.number(), expires_in_seconds: z.number() }),
          ),
          ...failures(409, 422, 429),
          503: failureReply(503, 'không gửi được SMS lúc này (PHONE_VERIFICATION_SEND_FAILED)'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.codeSent,
      data: await phones.request(currentUser(request).id),
    }),
  );

  app.post(
    '/verify',
    {
      schema: {
        tags,
        summary:
          'Xác minh số điện thoại bằng mã 6 số; lịch hẹn sắp tới đặt bằng số này vào tài khoản',
        body: phoneVerificationVerifySchema,
        response: {
          200: reply(z.object({ joined_appointments: z.number() })),
          400: failureReply(
            400,
            'mã sai, hết hạn hoặc đã khóa (PHONE_CODE_WRONG, PHONE_CODE_EXPIRED, PHONE_CODE_LOCKED)',
          ),
          ...failures(409, 422),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.verified,
      data: await phones.verify(currentUser(request).id, request.body.code),
    }),
  );
};
