import type { FastifyPluginAsync } from 'fastify';
import {
  adminPrivacyRoutes,
  customerPrivacyRoutes,
  privacyArchiveRoutes,
} from './privacy.routes.js';
import type { PrivacyService } from './privacy.service.js';

export interface PrivacyPluginOptions {
  /** The app's one personal-data service (services.ts). */
  privacy: PrivacyService;
}

/**
 * Personal-data requests (registered under /api): the customer's at /customer/privacy-requests,
 * the archive download at /privacy/archives, the back office's at /admin/security.
 */
export const privacyPlugin: FastifyPluginAsync<PrivacyPluginOptions> = async (app, { privacy }) => {
  await app.register(customerPrivacyRoutes, { prefix: '/customer/privacy-requests', privacy });
  await app.register(privacyArchiveRoutes, { prefix: '/privacy/archives', privacy });
  await app.register(adminPrivacyRoutes, { prefix: '/admin/security', privacy });
};
