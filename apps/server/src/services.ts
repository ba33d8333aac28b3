import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { ImageStore } from './lib/uploads/image-store.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { AuthService } from './modules/auth/auth.service.js';
import { BranchesRepository } from './modules/branches/branches.repository.js';
import { BranchesService } from './modules/branches/branches.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { CategoriesRepository } from './modules/catalog/categories.repository.js';
import { DataVersionRepository } from './modules/catalog/data-version.repository.js';
import { ProductsRepository } from './modules/catalog/products.repository.js';
import { ServicesRepository } from './modules/catalog/services.repository.js';
import { SlidersRepository } from './modules/content/sliders.repository.js';
import { SlidersService } from './modules/content/sliders.service.js';
import { SearchService } from './modules/search/search.service.js';
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
  const sliders = new SlidersService(new SlidersRepository(db), images);
  const search = new SearchService(catalog);
  return { auth, branches, catalog, images, search, settings, sliders };
}

export type Services = ReturnType<typeof createServices>;
