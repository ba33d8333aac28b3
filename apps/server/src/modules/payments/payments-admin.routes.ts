import {
  bankAccountSchema,
  ignoreTransactionSchema,
  installmentPlansSchema,
  matchTransactionSchema,
  PAYMENT_MESSAGES,
  paymentMethodSettingsSchema,
  paymentTransactionListQuerySchema,
  RISK_RULES,
  RISK_SCALE_NOTE,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, undescribedSuccess } from '../../lib/failure-replies.js';
import { currentUser, guards } from '../../plugins/auth.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { PaymentMethodSettings } from './payment-method-settings.js';
import type { PaymentsAdminService } from './payments-admin.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * /api/admin/payments: the payments screen. Managers and admins read and settle transfers;
 * only admins change the methods, installment plans and bank account.
 */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsAdminService;
  methodSettings: PaymentMethodSettings;
  settings: SettingsService;
}> = async (app, { payments, methodSettings, settings }) => {
  app.addHook('onRequest', guards.adminPage('payment'));
  const tags = ['admin: payments'];
  const adminOnly = { onRequest: guards.roles('admin') };
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name };
  };

  app.get('/overview', { schema: { tags, summary: 'Thẻ thống kê thanh toán' } }, async () => ({
    success: true as const,
    data: await payments.overview(),
  }));

  app.get(
    '/transactions',
    {
      schema: {
        tags,
        summary: 'Giao dịch gần đây (lọc trạng thái, phương thức, nguồn; tìm nội dung, mã đơn)',
        querystring: paymentTransactionListQuerySchema,
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.transactions(request.query),
    }),
  );

  app.get(
    '/payable-orders',
    {
      schema: {
        tags,
        summary: 'Đơn đang chờ thanh toán để khớp giao dịch',
        querystring: z.object({ q: z.string().trim().max(100).optional() }),
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.payableOrders(request.query.q),
    }),
  );

  app.post(
    '/transactions/:id/match',
    {
      schema: {
        tags,
        params: idParams,
        body: matchTransactionSchema,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.match(request.params.id, request.body, actorOf(request)),
      message: PAYMENT_MESSAGES.matched,
    }),
  );

  app.post(
    '/transactions/:id/ignore',
    {
      schema: {
        tags,
        params: idParams,
        body: ignoreTransactionSchema,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.ignore(request.params.id, request.body.reason, actorOf(request)),
      message: PAYMENT_MESSAGES.ignored,
    }),
  );

  app.get('/methods', { schema: { tags } }, async () => ({
    success: true as const,
    data: await methodSettings.methods(),
  }));

  app.put(
    '/methods',
    { ...adminOnly, schema: { tags, body: paymentMethodSettingsSchema } },
    async (request) => ({
      success: true as const,
      data: await methodSettings.saveMethods(request.body),
      message: PAYMENT_MESSAGES.settingsSaved,
    }),
  );

  app.get('/installment-plans', { schema: { tags } }, async () => ({
    success: true as const,
    data: await methodSettings.installmentPlans(),
  }));

  app.put(
    '/installment-plans',
    { ...adminOnly, schema: { tags, body: installmentPlansSchema } },
    async (request) => ({
      success: true as const,
      data: await methodSettings.saveInstallmentPlans(request.body),
      message: PAYMENT_MESSAGES.settingsSaved,
    }),
  );

  const bankAccount = async () => {
    const { payment } = await settings.publicSettings();
    const { bank_bin, bank_name, bank_account_number, bank_account_name } = payment;
    return { bank_bin, bank_name, bank_account_number, bank_account_name };
  };

  app.get('/bank-account', { schema: { tags } }, async () => ({
    success: true as const,
    data: await bankAccount(),
  }));

  app.put(
    '/bank-account',
    { ...adminOnly, schema: { tags, body: bankAccountSchema } },
    async (request) => {
      await settings.saveGroup('payment', request.body, {
        group: 'payment',
        userId: currentUser(request).id,
      });
      return {
        success: true as const,
        data: await bankAccount(),
        message: PAYMENT_MESSAGES.settingsSaved,
      };
    },
  );

  app.get(
    '/risk',
    { schema: { tags, summary: 'Quy tắc điểm rủi ro và các đơn rủi ro nhất' } },
    async () => ({
      success: true as const,
      data: {
        rules: RISK_RULES,
        scale_note: RISK_SCALE_NOTE,
        orders: await payments.riskyOrders(),
      },
    }),
  );
};
