import type { FastifyPluginAsync } from 'fastify';
import { customersAdminRoutes } from './customers-admin.routes.js';
import type { CustomersAdminService } from './customers-admin.service.js';

export interface CustomersAdminPluginOptions {
  /** The app's one customer-records service (services.ts); the notes routes check scope with it. */
  customers: CustomersAdminService;
}

/** The back office's customer records, at /admin/customers (registered under /api). */
export const customersAdminPlugin: FastifyPluginAsync<CustomersAdminPluginOptions> = async (
  app,
  { customers },
) => {
  await app.register(customersAdminRoutes, { prefix: '/admin/customers', customers });
};
