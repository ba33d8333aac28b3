import {
  TWO_FACTOR_MESSAGES as M,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { failures } from '../../lib/failure-replies.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { TwoFactorService } from './two-factor.service.js';

const statusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number(),
});
const codesReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ recovery_codes: z.array(z.string()) }),
});

/** /api/auth/two-factor: the signed-in user's own two-factor sign-in (profile, 'Bảo mật'). */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactorService;
  db: Db;
}> = async (app, { twoFactor, db }) => {
  guardEveryRoute(app, 'onRequest', guards.user);
  const tags = ['auth'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Trạng thái xác thực hai lớp của tôi',
        response: { 200: z.object({ success: z.literal(true), data: statusSchema }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { success: true as const, data: await twoFactor.status(user.id, user.role) };
    },
  );

  app.post(
    '/setup',
    {
      schema: {
        tags,
        summary:
          'Bắt đầu bật: khóa bí mật và địa chỉ otpauth:// cho ứng dụng xác thực (chỉ lúc này)',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ secret: z.string(), otpauth_uri: z.string() }),
          }),
          ...failures(409),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const account = user.email ?? user.phone ?? `#${user.id}`;
      return { success: true as const, data: await twoFactor.startSetup(user.id, account) };
    },
  );

  app.post(
    '/confirm',
    {
      schema: {
        tags,
        summary: 'Xác nhận bằng mã đầu tiên: bật xác thực hai lớp, trả 10 mã khôi phục (một lần)',
        body: twoFactorCodeSchema,
        response: { 200: codesReply, ...failures(409, 429) },
      },
    },
    async (request) => {
      const codes = await twoFactor.confirmSetup(currentUser(request).id, request.body.code);
      return { success: true as const, message: M.enabled, data: { recovery_codes: codes } };
    },
  );

  app.post(
    '/recovery-codes',
    {
      schema: {
        tags,
        summary: 'Tạo 10 mã khôi phục mới (mã cũ hết hiệu lực), cần mã từ ứng dụng',
        body: twoFactorCodeSchema,
        response: { 200: codesReply, ...failures(409, 429) },
      },
    },
    async (request) => {
      const codes = await twoFactor.regenerateRecoveryCodes(
        currentUser(request).id,
        request.body.code,
      );
      return {
        success: true as const,
        message: M.recoveryRegenerated,
        data: { recovery_codes: codes },
      };
    },
  );

  app.post(
    '/disable',
    {
      schema: {
        tags,
        summary: 'Tắt xác thực hai lớp (mật khẩu và mã); không được khi chính sách yêu cầu',
        body: twoFactorDisableSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          ...failures(409, 429),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw new AppError('UNAUTHENTICATED', M.passwordWrong, 401);
      await twoFactor.disable(
        user.id,
        user.role,
        row.password_hash,
        request.body.password,
        request.body.code,
      );
      return { success: true as const, message: M.disabled };
    },
  );
};
