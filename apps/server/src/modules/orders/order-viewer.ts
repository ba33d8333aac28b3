import type { CurrentUser, OrderDetail } from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { SettingsService } from '../settings/settings.service.js';
import { accessTokenMatches } from './order-access.js';
import { orderNotFound } from './order-lifecycle.service.js';
import type { OrderReader } from './order-reader.js';

/**
 * An order as its owner sees it: the customer who placed it, or a guest holding its access
 * token. Anyone else is told it does not exist (not that it is someone else's).
 */
export class OrderViewer {
  constructor(
    private readonly db: Db,
    private readonly reader: OrderReader,
    private readonly settings: SettingsService,
  ) {}

  async forOwner(id: number, user: CurrentUser | null, accessToken?: string): Promise<OrderDetail> {
    const bank = (await this.settings.publicSettings()).payment;
    const order = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!order) throw orderNotFound();
    const owns = user !== null && order.user_id === user.id;
    const holdsToken =
      accessToken !== undefined && accessTokenMatches(accessToken, order.access_token_hash);
    if (!owns && !holdsToken) throw orderNotFound();
    return this.reader.detail(this.db, order, bank);
  }
}
