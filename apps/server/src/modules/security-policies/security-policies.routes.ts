import {
  POLICY_MESSAGES as M,
  SECURITY_POLICY_KEYS,
  securityPolicySettingsSchemas,
  securityPolicyUpdateSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../lib/failure-replies.js';
import { parseInput } from '../../lib/parse-input.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { SecurityPolicies } from './security-policies.js';

const policySchema = z.object({
  key: z.enum(SECURITY_POLICY_KEYS),
  enabled: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
});

/** /api/admin/security/policies: the policies an admin switches and configures (admins only). */
export const securityPoliciesRoutes: FastifyPluginAsyncZod<{
  policies: SecurityPolicies;
}> = async (app, { policies }) => {
  guardEveryRoute(app, 'onRequest', guards.adminPage('security'));
  const tags = ['admin: security'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Các chính sách bảo mật: bật/tắt và thiết lập',
        response: { 200: z.object({ success: z.literal(true), data: z.array(policySchema) }) },
      },
    },
    async () => ({ success: true as const, data: await policies.all() }),
  );

  app.put(
    '/:key',
    {
      schema: {
        tags,
        summary: 'Bật/tắt một chính sách và lưu thiết lập (được ghi nhật ký kiểm toán)',
        params: z.object({ key: z.enum(SECURITY_POLICY_KEYS, { error: M.unknownPolicy }) }),
        body: securityPolicyUpdateSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: policySchema }),
          ...failures(404),
        },
      },
    },
    async (request) => {
      const { key } = request.params;
      const current = await policies.get(key);
      const settings =
        request.body.settings === undefined
          ? current.settings
          : parseInput(z.object({ settings: securityPolicySettingsSchemas[key] }), {
              settings: request.body.settings,
            }).settings;
      const saved = await policies.save(
        { key, enabled: request.body.enabled, settings },
        currentUser(request).id,
      );
      return { success: true as const, message: M.saved, data: saved };
    },
  );
};
