import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation.js';
import * as m0002 from './0002-reviews-questions.js';
import * as m0003 from './0003-sliders.js';
import * as m0004 from './0004-contact-help.js';
import * as m0005 from './0005-suppliers.js';
import * as m0006 from './0006-carts.js';
import * as m0007 from './0007-promotions.js';
import * as m0008 from './0008-booking.js';
import * as m0009 from './0009-notifications-outbox-jobs.js';
import * as m0010 from './0010-orders.js';
import * as m0011 from './0011-accounts.js';
import * as m0012 from './0012-trust.js';
import * as m0013 from './0013-money-edges.js';
import * as m0014 from './0014-search-and-name-order.js';
import * as m0015 from './0015-guest-carts.js';
import * as m0016 from './0016-chat.js';
import * as m0017 from './0017-dashboard-indexes.js';
import * as m0018 from './0018-customer-records.js';
import * as m0019 from './0019-contact-desk.js';
import * as m0020 from './0020-settings-changes.js';
import * as m0021 from './0021-back-office-help.js';
import * as m0022 from './0022-invoice-requests.js';
import * as m0023 from './0023-audit-log.js';
import * as m0024 from './0024-approved-links-record-views.js';
import * as m0025 from './0025-two-factor-and-password-age.js';
import * as m0027 from './0027-security-incidents.js';
import * as m0028 from './0028-privacy-requests.js';
import * as m0029 from './0029-backups.js';

/** Every migration, in order. Listed here (not read from disk) so they work compiled and in tests. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-reviews-questions': m0002,
  '0003-sliders': m0003,
  '0004-contact-help': m0004,
  '0005-suppliers': m0005,
  '0006-carts': m0006,
  '0007-promotions': m0007,
  '0008-booking': m0008,
  '0009-notifications-outbox-jobs': m0009,
  '0010-orders': m0010,
  '0011-accounts': m0011,
  '0012-trust': m0012,
  '0013-money-edges': m0013,
  '0014-search-and-name-order': m0014,
  '0015-guest-carts': m0015,
  '0016-chat': m0016,
  '0017-dashboard-indexes': m0017,
  '0018-customer-records': m0018,
  '0019-contact-desk': m0019,
  '0020-settings-changes': m0020,
  '0021-back-office-help': m0021,
  '0022-invoice-requests': m0022,
  '0023-audit-log': m0023,
  '0024-approved-links-record-views': m0024,
  '0025-two-factor-and-password-age': m0025,
  '0027-security-incidents': m0027,
  '0028-privacy-requests': m0028,
  '0029-backups': m0029,
};
