import {
  customerCanCancelOrder,
  ORDER_MESSAGES,
  type CurrentUser,
  type OrderDetail,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { SettingsService } from '../settings/settings.service.js';
import { accessTokenMatches } from './order-access.js';
import { AppError } from '../../lib/app-error.js';
import { lockOrder, orderNotFound, type OrderLifecycleService } from './order-lifecycle.service.js';
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
    private readonly lifecycle?: OrderLifecycleService,
  ) {}

  /**
   * Cancels an order for whoever may see it (its customer, or a guest with its access token),
   * under the customer's rule (pending, nothing paid), checked again on the locked row in the
   * lifecycle's transaction: stock and promotion use come back, a payment landing first wins.
   */
  async cancel(
    id: number,
    user: CurrentUser | null,
    accessToken: string | undefined,
    reason: string | null,
  ): Promise<OrderDetail> {
    await this.forOwner(id, user, accessToken);
    const lifecycle = this.lifecycle;
    if (!lifecycle) throw new Error('OrderViewer needs the order lifecycle to cancel');
    await this.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, id);
      if (!order || !customerCanCancelOrder(order)) {
        throw new AppError('ORDER_CANCEL_NOT_ALLOWED', ORDER_MESSAGES.cancelNotAllowed, 409);
      }
      await lifecycle.applyIn(trx, id, 'cancel', { userId: user?.id ?? null }, { reason });
    });
    return this.forOwner(id, user, accessToken);
  }

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
