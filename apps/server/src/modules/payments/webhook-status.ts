import { WEBHOOK_PATH, WEBHOOK_SECRET_VARIABLE, type WebhookStatus } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { guardEveryRoute, guards } from '../../plugins/auth.js';

/** Transfers the bank feed delivered (the webhook's providers), never their secret. */
async function feedActivity(db: Db): Promise<{ last: string | null; count: number }> {
  const row = await db
    .selectFrom('payment_transactions')
    .select((eb) => [eb.fn.max('created_at').as('last'), eb.fn.countAll().as('n')])
    .where('provider', 'in', ['sepay', 'casso'])
    .executeTakeFirstOrThrow();
  const last = row.last as string | Date | null;
  return {
    last: last === null ? null : new Date(last).toISOString(),
    count: Number(row.n),
  };
}

/**
 * GET /api/admin/payments/webhook-status (admins): whether the bank-transfer webhook can work and
 * how to set it up. It says whether the secret is set, never what it is.
 */
export const webhookStatusRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secretSet: boolean;
  publicUrl: string | undefined;
}> = async (app, { db, secretSet, publicUrl }) => {
  guardEveryRoute(app, 'onRequest', guards.roles('admin'));
  app.get(
    '/webhook-status',
    { schema: { tags: ['admin: payments'], summary: 'Trạng thái webhook chuyển khoản (admin)' } },
    async (request): Promise<{ success: true; data: WebhookStatus }> => {
      const activity = await feedActivity(db);
      const base = publicUrl ?? `${request.protocol}://${request.host}`;
      return {
        success: true,
        data: {
          configured: secretSet,
          secret_variable: WEBHOOK_SECRET_VARIABLE,
          webhook_url: `${base}${WEBHOOK_PATH}`,
          public_url_set: publicUrl !== undefined,
          last_transfer_at: activity.last,
          transfers_received: activity.count,
        },
      };
    },
  );
};
