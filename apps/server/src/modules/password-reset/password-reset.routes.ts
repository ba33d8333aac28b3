import {
  PASSWORD_RESET_CHANNELS,
  PASSWORD_RESET_MESSAGES as M,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  passwordResetVerifySchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureReply, failures } from '../../lib/failure-replies.js';
import type { PasswordResetService } from './password-reset.service.js';

const reply = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** /api/auth/password-reset: forgotten password in three steps, open to visitors. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ reset: PasswordResetService }> = async (
  app,
  { reset },
) => {
  const tags = ['auth'];

  app.post(
    '/request',
    {
      schema: {
        tags,
        summary:
          'Quên mật khẩu, bước 1: gửi mã 6 số qua email hoặc SMS (trả lời như nhau dù tài khoản có tồn tại hay không)',
        body: passwordResetRequestSchema,
        response: {
          200: reply(
            z.object({
              channel: z.enum(PASSWORD_RESET_CHANNELS),
              resend_after_seconds: z.number(),
              expires_in_seconds: z.number(),
            }),
          ),
          ...failures(429),
          503: failureReply(503, 'kênh gửi mã đang hỏng (RESET_SEND_FAILED)'),
        },
      },
    },
    async (request) => {
      const data = await reset.request(request.body, request.ip);
      return { success: true as const, message: M.codeSent(data.channel), data };
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        tags,
        summary: 'Quên mật khẩu, bước 2: kiểm tra mã (tối đa 5 lần, hiệu lực 10 phút)',
        body: passwordResetVerifySchema,
        response: {
          200: reply(z.object({ reset_token: z.string(), expires_in_seconds: z.number() })),
          400: failureReply(
            400,
            'mã sai, hết hạn hoặc đã khóa (RESET_CODE_WRONG, RESET_CODE_EXPIRED, RESET_CODE_LOCKED)',
          ),
          ...failures(429),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.verified,
      data: await reset.verify(request.body, request.ip),
    }),
  );

  app.post(
    '/complete',
    {
      schema: {
        tags,
        summary:
          'Quên mật khẩu, bước 3: đặt mật khẩu mới bằng mã đặt lại (một lần); mọi phiên đăng nhập cũ kết thúc',
        body: passwordResetCompleteSchema,
        response: {
          200: reply(z.null()),
          400: failureReply(400, 'mã đặt lại sai, đã dùng hoặc hết hạn (RESET_TOKEN_INVALID)'),
        },
      },
    },
    async (request) => {
      await reset.complete(request.body);
      return { success: true as const, message: M.passwordUpdated, data: null };
    },
  );
};
