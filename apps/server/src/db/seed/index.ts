/**
 * Demo data for an empty database: settings, branches, catalogue, stylists and the demo
 * accounts, with locally drawn pictures. Runs only when there are no users; every row goes in
 * one transaction, pictures are written (idempotently) before it.
 */
import { salonToday } from '@salon/shared';
import type { Db } from '../database.js';
import { withStartupLock } from '../startup-lock.js';
import {
  DEMO_ACCOUNTS,
  hashDemoPasswords,
  insertDemoAccounts,
  type DemoAccount,
} from './accounts.js';
import { insertAppointments } from './appointments.js';
import { insertBookingCalendar } from './booking-calendar.js';
import { insertBranches } from './branches.js';
import { insertProducts } from './catalog-products.js';
import { insertServices } from './catalog-services.js';
import { insertCategories, PRODUCT_CATEGORIES, SERVICE_CATEGORIES } from './categories.js';
import { planDemoImages } from './image-plan.js';
import { insertOrders } from './orders.js';
import { insertProfileData } from './profile.js';
import { insertPromotions } from './promotions.js';
import { writeDemoImages } from './images.js';
import { insertReviews } from './reviews.js';
import { insertSettings } from './settings.js';
import { insertSliders } from './sliders.js';
import { insertStylists } from './stylists.js';
import { insertSuppliers } from './suppliers.js';

export { DEMO_ACCOUNTS, type DemoAccount };
export { DEMO_BANNERS, demoBannerUrls } from './image-plan.js';

export interface SeedResult {
  created: boolean;
  accounts: DemoAccount[];
}

async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function accountList(): DemoAccount[] {
  return DEMO_ACCOUNTS.map((account) => ({ ...account }));
}

/**
 * Holds the start-up lock: of instances starting together on an empty database, one seeds and
 * the others find its users.
 */
export function seedDemoData(db: Db, options: { dataDir: string }): Promise<SeedResult> {
  return withStartupLock(db, () => seed(db, options));
}

async function seed(db: Db, options: { dataDir: string }): Promise<SeedResult> {
  if ((await countUsers(db)) > 0) return { created: false, accounts: accountList() };

  const [hashes] = await Promise.all([
    hashDemoPasswords(),
    writeDemoImages(options.dataDir, planDemoImages()),
  ]);

  const now = new Date();
  const created = await db.transaction().execute(async (trx) => {
    // Another instance may have seeded while the pictures were drawn.
    if ((await countUsers(trx)) > 0) return false;
    await insertSettings(trx);
    const branchIds = await insertBranches(trx);
    await insertBookingCalendar(trx, branchIds, Number(salonToday(now).slice(0, 4)));
    const serviceCategories = await insertCategories(trx, 'service', SERVICE_CATEGORIES);
    const productCategories = await insertCategories(trx, 'product', PRODUCT_CATEGORIES);
    await insertServices(trx, serviceCategories, now);
    await insertProducts(trx, productCategories, now);
    await insertPromotions(trx, now);
    await insertSuppliers(trx, now);
    await insertDemoAccounts(trx, branchIds, hashes, salonToday(now));
    await insertStylists(trx, branchIds, hashes.stylists);
    await insertReviews(
      trx,
      {
        customerEmail: 'khachhang@example.com',
        adminEmail: 'admin@salontocviet.vn',
        staffEmail: 'nhanvien@salontocviet.vn',
      },
      now,
    );
    await insertSliders(trx);
    await insertAppointments(trx, { customerEmail: 'khachhang@example.com', now });
    await insertOrders(trx, {
      customerEmail: 'khachhang@example.com',
      staffEmail: 'nhanvien@salontocviet.vn',
      now,
    });
    await insertProfileData(trx, {
      customerEmail: 'khachhang@example.com',
      staffEmail: 'nhanvien@salontocviet.vn',
      now,
    });
    return true;
  });

  return { created, accounts: accountList() };
}
