import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { CustomerNotesService } from '../customer-notes/customer-notes.service.js';
import type { CustomerProductsService } from '../customer-products/customer-products.service.js';
import { CustomersAdminRepository } from './customers-admin.repository.js';
import { customersAdminRoutes } from './customers-admin.routes.js';
import { CustomersAdminService } from './customers-admin.service.js';

export interface CustomersAdminPluginOptions {
  db: Db;
  notes: CustomerNotesService;
  products: CustomerProductsService;
}

/** The back office's customer records, at /admin/customers (registered under /api). */
export const customersAdminPlugin: FastifyPluginAsync<CustomersAdminPluginOptions> = async (
  app,
  { db, notes, products },
) => {
  const service = new CustomersAdminService(new CustomersAdminRepository(db), notes, products);
  await app.register(customersAdminRoutes, { prefix: '/admin/customers', customers: service });
};
