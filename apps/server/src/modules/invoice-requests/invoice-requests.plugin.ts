import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { AdminOrdersService } from '../admin-orders/admin-orders.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { OrderViewer } from '../orders/order-viewer.js';
import type { SettingsService } from '../settings/settings.service.js';
import { InvoiceRequestsRepository } from './invoice-requests.repository.js';
import { invoiceRequestsAdminRoutes, orderInvoiceRoutes } from './invoice-requests.routes.js';
import { InvoiceRequestsService } from './invoice-requests.service.js';

/** Receipts and VAT invoice requests, registered under /api as one plugin. */
export const invoiceRequestsModule: FastifyPluginAsync<{
  db: Db;
  viewer: OrderViewer;
  settings: SettingsService;
  notifications: NotificationsService;
  adminOrders: AdminOrdersService;
  audit: AuditTrail;
}> = async (app, { db, viewer, settings, notifications, adminOrders, audit }) => {
  const invoices = new InvoiceRequestsService(
    db,
    new InvoiceRequestsRepository(db),
    viewer,
    settings,
    notifications,
    (user) => adminOrders.branchScope(user),
    audit,
  );
  await app.register(orderInvoiceRoutes, { invoices });
  await app.register(invoiceRequestsAdminRoutes, { prefix: '/admin/invoice-requests', invoices });
};
