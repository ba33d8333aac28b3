import type { FastifyPluginAsync } from 'fastify';
import type { Db, Engine } from '../../db/database.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { HelpService } from '../help/help.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { HelpAdminRepository } from './help-admin.repository.js';
import { helpAdminRoutes } from './help-admin.routes.js';
import { HelpAdminService } from './help-admin.service.js';
import { SystemInfoReader } from './system-info.js';
import { testNotificationRoutes } from './test-notification.routes.js';
import { TestNotificationService } from './test-notification.service.js';

export interface HelpAdminPluginOptions {
  db: Db;
  engine: Engine;
  limits: RateLimits;
  storefrontHelp: HelpService;
  notifications: NotificationsService;
  outbox: OutboxService;
  audit: AuditTrail;
}

/**
 * The back office's help screen (/admin/help at /api/admin/help) and its test-notification
 * screen (/api/admin/test-notifications); registered under /api.
 */
export const helpAdminPlugin: FastifyPluginAsync<HelpAdminPluginOptions> = async (app, options) => {
  const startedAt = new Date();
  const repository = new HelpAdminRepository(options.db);
  const helpAdmin = new HelpAdminService(
    repository,
    options.limits,
    options.storefrontHelp,
    options.audit,
  );
  const systemInfo = new SystemInfoReader(
    repository,
    options.engine,
    options.outbox.canSendEmail,
    startedAt,
  );
  const testNotifications = new TestNotificationService(
    options.db,
    repository,
    options.notifications,
    options.outbox,
    options.limits,
    (error) => app.log.error({ err: error }, 'sending a test e-mail failed'),
    options.audit,
  );
  await app.register(helpAdminRoutes, { prefix: '/admin/help', helpAdmin, systemInfo });
  await app.register(testNotificationRoutes, {
    prefix: '/admin/test-notifications',
    testNotifications,
  });
};
