import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { ImageStore } from './lib/uploads/image-store.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { AuthService } from './modules/auth/auth.service.js';
import { BranchesRepository } from './modules/branches/branches.repository.js';
import { BranchesService } from './modules/branches/branches.service.js';
import { AdminCategoriesRepository } from './modules/catalog/admin-categories.repository.js';
import { AdminCategoriesService } from './modules/catalog/admin-categories.service.js';
import { ItemImagesRepository } from './modules/catalog/admin-item-images.repository.js';
import { ItemImagesService } from './modules/catalog/admin-item-images.js';
import {
  AdminProductsRepository,
  CatalogRefsRepository,
} from './modules/catalog/admin-products.repository.js';
import { AdminProductsService, productNotFound } from './modules/catalog/admin-products.service.js';
import { AdminServicesRepository } from './modules/catalog/admin-services.repository.js';
import { AdminServicesService, serviceNotFound } from './modules/catalog/admin-services.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { SuppliersRepository } from './modules/catalog/suppliers.repository.js';
import { SuppliersService } from './modules/catalog/suppliers.service.js';
import { CategoriesRepository } from './modules/catalog/categories.repository.js';
import { DataVersionRepository } from './modules/catalog/data-version.repository.js';
import { ProductsRepository } from './modules/catalog/products.repository.js';
import { ServicesRepository } from './modules/catalog/services.repository.js';
import { SettingsRepository } from './modules/settings/settings.repository.js';
import { SettingsService } from './modules/settings/settings.service.js';

/** Wires every module's service to its repository, once per app. */
export function createServices(db: Db, config: Config) {
  const branches = new BranchesService(new BranchesRepository(db));
  const settings = new SettingsService(new SettingsRepository(db));
  const auth = new AuthService(new AuthRepository(db), branches, config.sessionSecret);
  const catalog = new CatalogService(
    new CategoriesRepository(db),
    new ServicesRepository(db),
    new ProductsRepository(db),
    new DataVersionRepository(db),
  );
  const images = new ImageStore(config.dataDir);
  const refs = new CatalogRefsRepository(db);
  const galleries = new ItemImagesRepository(db);
  const catalogAdmin = {
    products: new AdminProductsService(
      new AdminProductsRepository(db),
      refs,
      new ItemImagesService(galleries, images, 'products', productNotFound),
    ),
    services: new AdminServicesService(
      new AdminServicesRepository(db),
      refs,
      new ItemImagesService(galleries, images, 'services', serviceNotFound),
    ),
    categories: new AdminCategoriesService(new AdminCategoriesRepository(db)),
    suppliers: new SuppliersService(new SuppliersRepository(db)),
  };
  return { auth, branches, catalog, catalogAdmin, images, settings };
}

export type Services = ReturnType<typeof createServices>;
