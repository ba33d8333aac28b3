import { AUTH_MESSAGES, changePasswordSchema, ROLES } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../lib/failure-replies.js';
import { currentUser, guards } from '../../plugins/auth.js';
import type { AuthService } from './auth.service.js';
import { currentUserSchema } from './auth.routes.js';

export interface PasswordRoutesOptions {
  auth: AuthService;
}

/** The signed-in user's password change (also the forced one of an account made at booking). */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (
  app,
  options,
) => {
  app.patch(
    '/customer/change-password',
    {
      // Signed in before the body is checked: a visitor gets 401, not field errors.
      preValidation: guards.roles(...ROLES),
      schema: {
        tags: ['auth'],
        summary:
          'Đổi mật khẩu (bắt buộc với tài khoản tạo khi đặt lịch); kết thúc các phiên đăng nhập khác',
        body: changePasswordSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: currentUserSchema,
          }),
          ...failures(429),
        },
      },
    },
    async (request) => {
      const user = await options.auth.changePassword(
        currentUser(request).id,
        request.sessionId,
        request.body,
      );
      return { success: true as const, message: AUTH_MESSAGES.passwordChanged, data: user };
    },
  );
};
