import {
  adminLoginSchema,
  AUTH_MESSAGES,
  customerLoginSchema,
  LOGIN_LIMITS,
  customerRegisterSchema,
  staffRegisterSchema,
  twoFactorLoginSchema,
} from '@salon/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureReply, failures } from '../../lib/failure-replies.js';
import { guards } from '../../plugins/auth.js';
import type { AuthService, ClientInfo, NewSession } from './auth.service.js';
import { DEVICE_COOKIE } from './device-cookie.js';
import { SESSION_COOKIE } from './session-tokens.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  secureCookies: boolean;
}

export const currentUserSchema = z.object({
  id: z.number(),
  role: z.enum(['customer', 'staff', 'manager', 'admin']),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  date_of_birth: z.string().nullable(),
  branch_id: z.number().nullable(),
  must_change_password: z.boolean(),
  two_factor_setup_required: z.boolean().optional(),
  phone_verified: z.boolean(),
});

/** A wrong login (the same for an unknown account) and the login limits. */
const loginFailures = {
  401: failureReply(401, 'sai thông tin đăng nhập (INVALID_CREDENTIALS)'),
  403: failureReply(403, 'tài khoản bị khóa (ACCOUNT_INACTIVE)'),
  ...failures(429),
};

const userReply = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: currentUserSchema,
});

/** The password step: the user (signed in), or the challenge of the code step. */
const loginReply = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.union([
    currentUserSchema,
    z.object({ two_factor_required: z.literal(true), challenge: z.string() }),
  ]),
});

function client(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    deviceCookie: request.cookies[DEVICE_COOKIE],
  };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth } = options;

  function setSessionCookie(reply: FastifyReply, session: NewSession) {
    void reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      ...(session.maxAgeSeconds ? { maxAge: session.maxAgeSeconds } : {}),
    });
    // Stays after logout: this browser keeps its own allowance of wrong passwords.
    void reply.setCookie(DEVICE_COOKIE, session.deviceCookie, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      maxAge: LOGIN_LIMITS.deviceDays * 24 * 3600,
    });
  }

  app.post(
    '/customer/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Đăng ký tài khoản khách hàng (đăng nhập luôn khi thành công)',
        body: customerRegisterSchema,
        response: { 201: userReply, ...failures(409) },
      },
    },
    async (request, reply) => {
      const session = await auth.registerCustomer(request.body, client(request));
      setSessionCookie(reply, session);
      return reply
        .status(201)
        .send({ success: true, message: AUTH_MESSAGES.registerSuccess, data: session.user });
    },
  );

  app.post(
    '/customer/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Khách hàng đăng nhập bằng số điện thoại hoặc email',
        body: customerLoginSchema,
        response: { 200: loginReply, ...loginFailures },
      },
    },
    async (request, reply) => {
      const session = await auth.loginCustomer(request.body, client(request));
      if ('two_factor_required' in session) return { success: true as const, data: session };
      setSessionCookie(reply, session);
      return { success: true as const, message: AUTH_MESSAGES.loginSuccess, data: session.user };
    },
  );

  app.post(
    '/admin/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Nhân viên, quản lý, quản trị viên đăng nhập bằng email',
        body: adminLoginSchema,
        response: { 200: loginReply, ...loginFailures },
      },
    },
    async (request, reply) => {
      const session = await auth.loginStaff(request.body, client(request));
      if ('two_factor_required' in session) return { success: true as const, data: session };
      setSessionCookie(reply, session);
      return { success: true as const, message: AUTH_MESSAGES.loginSuccess, data: session.user };
    },
  );

  app.post(
    '/login/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Bước mã xác thực hai lớp sau mật khẩu (mã từ ứng dụng hoặc mã khôi phục)',
        body: twoFactorLoginSchema,
        response: {
          200: userReply,
          401: failureReply(401, 'mã sai hoặc phiên xác thực hết hạn'),
          ...failures(429),
        },
      },
    },
    async (request, reply) => {
      const { challenge, ...answer } = request.body;
      const session = await auth.loginWithSecondFactor(challenge, answer, client(request));
      setSessionCookie(reply, session);
      return { success: true as const, message: AUTH_MESSAGES.loginSuccess, data: session.user };
    },
  );

  app.post(
    '/admin/register',
    {
      onRequest: guards.adminPage('staff'),
      schema: {
        tags: ['auth'],
        summary: 'Quản trị viên tạo tài khoản nhân viên, quản lý hoặc quản trị viên',
        body: staffRegisterSchema,
        response: { 201: userReply, ...failures(409) },
      },
    },
    async (request, reply) => {
      const user = await auth.registerStaff(request.body);
      return reply
        .status(201)
        .send({ success: true, message: AUTH_MESSAGES.registerSuccess, data: user });
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Đăng xuất: kết thúc phiên hiện tại',
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[SESSION_COOKIE]);
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const, message: AUTH_MESSAGES.logoutSuccess };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Người dùng hiện tại (null khi chưa đăng nhập)',
        response: {
          200: z.object({ success: z.literal(true), data: currentUserSchema.nullable() }),
        },
      },
    },
    async (request) => ({ success: true as const, data: request.user }),
  );
};
