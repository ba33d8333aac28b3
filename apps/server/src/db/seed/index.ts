/**
 * Demo data for an empty database: settings, branches, catalogue, stylists and the demo
 * accounts, with locally drawn pictures. Runs only when there are no users; every row goes in
 * one transaction, pictures are written (idempotently) before it.
 */
import { salonToday } from '@salon/shared';
import type { Db } from '../database.js';
import type { FileStorage } from '../../lib/uploads/file-storage.js';
import { refreshTotalSpent } from '../../modules/customer-profile/total-spent.js';
import { refreshAllItemRatings } from '../../modules/reviews/item-rating.js';
import { withStartupLock } from '../startup-lock.js';
import {
  DEMO_ACCOUNTS,
  hashDemoPasswords,
  insertDemoAccounts,
  joinedOn,
  TEAM_JOINED_DAYS_AGO,
  type DemoAccount,
} from './accounts.js';
import { insertAppointments } from './appointments.js';
import { insertBookingCalendar } from './booking-calendar.js';
import { insertBranches } from './branches.js';
import { insertChatConversations } from './chat.js';
import { insertContacts } from './contacts.js';
import { insertProducts } from './catalog-products.js';
import { insertServices } from './catalog-services.js';
import { insertCategories, PRODUCT_CATEGORIES, SERVICE_CATEGORIES } from './categories.js';
import { insertCustomerReviews } from './customer-reviews.js';
import { insertCustomers } from './customers.js';
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
export function seedDemoData(db: Db, options: { storage: FileStorage }): Promise<SeedResult> {
  return withStartupLock(db, () => seed(db, options));
}

async function seed(db: Db, options: { storage: FileStorage }): Promise<SeedResult> {
  if ((await countUsers(db)) > 0) return { created: false, accounts: accountList() };

  const [hashes] = await Promise.all([
    hashDemoPasswords(),
    writeDemoImages(options.storage, planDemoImages()),
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
    await insertDemoAccounts(trx, branchIds, hashes, now);
    await insertStylists(trx, branchIds, hashes.stylists, joinedOn(now, TEAM_JOINED_DAYS_AGO).at);
    const customers = await insertCustomers(trx, hashes.stylists, now);
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
    await insertAppointments(trx, { customerEmail: 'khachhang@example.com', customers, now });
    await insertOrders(trx, {
      customerEmail: 'khachhang@example.com',
      staffEmail: 'nhanvien@salontocviet.vn',
      customers,
      now,
    });
    await insertProfileData(trx, {
      customerEmail: 'khachhang@example.com',
      staffEmail: 'nhanvien@salontocviet.vn',
      now,
    });
    await insertCustomerReviews(trx, { customers, adminEmail: 'admin@salontocviet.vn', now });
    await insertChatConversations(trx, {
      customerEmail: 'khachhang@example.com',
      staffEmail: 'nhanvien@salontocviet.vn',
      now,
    });
    await insertContacts(trx, { managerEmail: 'quanly@salontocviet.vn', now });
    for (const customer of customers) await refreshTotalSpent(trx, customer.id);
    // Every rating and review count comes from the approved reviews just written.
    await refreshAllItemRatings(trx);
    return true;
  });

  return { created, accounts: accountList() };
}
