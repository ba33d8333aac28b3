import {
  DEFAULT_PAYMENT_METHOD_SETTINGS,
  ORDER_MESSAGES as M,
  assertMethodAccepts,
  methodUnavailableReason,
  assessOrderRisk,
  isPaymentBlocked,
  PAYMENT_MESSAGES,
  computeOrderTotals,
  deliveryAddressSchema,
  formatAddress,
  effectiveVatRate,
  salonToday,
  toE164Phone,
  type CreateOrderInput,
  type CurrentUser,
  type OrderTotals,
  type PaymentMethodSetting,
  type PlacedOrder,
  type PublicSettings,
  type RiskAssessment,
} from '@salon/shared';
import { randomBytes } from 'node:crypto';
import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { uniqueViolationColumn } from '../../db/errors.js';
import type { Database, OrderRow } from '../../db/schema.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { guestCartHash } from '../../lib/guest-cart-cookie.js';
import { guestClientOf, type GuestClient } from '../../lib/guest-client.js';
import { requireBasicInfo } from '../../lib/profile-update-required.js';
import {
  remember,
  replay,
  requestHash,
  type IdempotencyRequest,
  type StoredReply,
} from '../../lib/idempotency.js';
import type { SettingsService } from '../settings/settings.service.js';
import { derivedAccessToken } from './order-access.js';
import { loadOrderableItems, loadOrderPromotions } from './order-catalogue.js';
import type { OrderChangeListeners } from './order-changes.js';
import { lineTotalsByItem, priceOrderLines, type PricedOrderLine } from './order-lines.js';
import { newOrderNumber } from './order-number.js';
import type { OrderReader } from './order-reader.js';

type Trx = Transaction<Database>;

export interface PlaceOrderCommand {
  request: CreateOrderInput;
  user: CurrentUser | null;
  idempotencyKey?: string | null | undefined;
  /** A guest's client (cookie): their order's token is derived from it, replays go to it only. */
  guestClient?: GuestClient | null | undefined;
  /** A guest's cart secret (cookie): the ordered lines leave that cart. */
  guestCartSecret?: string | null | undefined;
}

/** An order refused because paying it would be a high-risk payment (back-office §4). */
export interface BlockedOrderAttempt {
  user_id: number | null;
  customer_name: string;
  /** E.164. */
  customer_phone: string;
  total_amount: number;
  risk: RiskAssessment;
}

/** Tells staff, in its own transaction (the refused order's was rolled back). */
export type BlockedOrderAlert = (
  trx: Transaction<Database>,
  attempt: BlockedOrderAttempt,
) => Promise<void>;

export interface OrderPlacementOptions {
  paymentMethods?: () => Promise<PaymentMethodSetting[]>;
  clock?: () => Date;
  /** The server's secret, under which guests' access tokens are derived. */
  accessTokenKey?: string;
  onBlocked?: BlockedOrderAlert;
  /**
   * Admits a guest's order for its phone (E.164) in the order's transaction, or throws (the
   * limits per phone); nothing counted when the order is not placed.
   */
  admitGuest?: (trx: Transaction<Database>, phone: string) => Promise<void>;
}

class HighRiskBlocked extends AppError {
  constructor(readonly attempt: BlockedOrderAttempt) {
    super('HIGH_RISK_BLOCKED', PAYMENT_MESSAGES.highRiskBlocked, 422);
  }
}

interface Buyer {
  userId: number | null;
  name: string;
  /** E.164. */
  phone: string;
  email: string | null;
}

/** What is decided before the transaction (nothing in it reads the outer connection). */
interface Prepared {
  buyer: Buyer;
  deliveryAddress: string | null;
  tax: PublicSettings['tax'];
  delivery: PublicSettings['delivery'];
  bank: PublicSettings['payment'];
  method: PaymentMethodSetting;
  today: string;
  /** The guest cart the ordered lines leave (SHA-256 of its cookie's secret), if any. */
  guestCartHash: string | null;
}

/** An order number that happens to be taken already is drawn again, this many times. */
const NUMBER_ATTEMPTS = 3;

/**
 * Places orders. One transaction prices every line from the catalogue (ignoring what the client
 * sent), takes the stock with a conditional decrement (stock never falls below zero, whatever
 * runs at the same time), claims the order promotion, writes the order and clears the ordered
 * lines from the customer's cart. A repeat with the same `Idempotency-Key` gets the first reply.
 */
export class OrderPlacementService {
  private readonly paymentMethods: () => Promise<PaymentMethodSetting[]>;
  private readonly clock: () => Date;
  private readonly accessTokenKey: string;
  private readonly onBlocked: BlockedOrderAlert | undefined;
  private readonly admitGuest: OrderPlacementOptions['admitGuest'];

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly reader: OrderReader,
    private readonly listeners: OrderChangeListeners,
    options: OrderPlacementOptions = {},
  ) {
    this.paymentMethods = options.paymentMethods ?? (async () => DEFAULT_PAYMENT_METHOD_SETTINGS);
    this.clock = options.clock ?? (() => new Date());
    this.accessTokenKey = options.accessTokenKey ?? randomBytes(32).toString('base64url');
    this.onBlocked = options.onBlocked;
    this.admitGuest = options.admitGuest;
  }

  async place(command: PlaceOrderCommand): Promise<StoredReply> {
    const prepared = await this.#prepare(command);
    // A guest with no client cookie is a client of one request: nothing can be replayed to it.
    const client =
      prepared.buyer.userId === null
        ? (command.guestClient ?? guestClientOf(randomBytes(32).toString('base64url')))
        : null;
    const idempotency: IdempotencyRequest | null = command.idempotencyKey
      ? {
          // Guests share one scope: whoever else sends a guest's key is refused, not served.
          scope: `orders:${prepared.buyer.userId ? `user:${prepared.buyer.userId}` : 'guest'}`,
          key: command.idempotencyKey,
          hash: requestHash(withoutIgnoredFields(command.request)),
          requester: client ? client.requester : `user:${prepared.buyer.userId}`,
        }
      : null;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const reply = await this.db
          .transaction()
          .execute((trx) => this.#placeIn(trx, command.request, prepared, idempotency, client));
        return this.#withAccessToken(reply, client);
      } catch (error) {
        const column = uniqueViolationColumn(error);
        if (column === 'order_number' && attempt < NUMBER_ATTEMPTS) continue;
        if (idempotency && column !== null && /scope|key/.test(column)) {
          const previous = await replay(this.db, idempotency, IDEMPOTENCY_MESSAGES);
          if (previous) return this.#withAccessToken(previous, client);
        }
        if (error instanceof HighRiskBlocked && this.onBlocked) {
          const alert = this.onBlocked;
          await this.db.transaction().execute((trx) => alert(trx, error.attempt));
        }
        throw error;
      }
    }
  }

  /**
   * A guest's reply with their access token: stored replies hold none (a secret is never
   * stored), so it is derived again, for the client that placed the order only.
   */
  #withAccessToken(reply: StoredReply, client: GuestClient | null): StoredReply {
    if (!client || reply.statusCode !== 201) return reply;
    const body = reply.body as { data: PlacedOrder };
    const { token } = derivedAccessToken(
      this.accessTokenKey,
      client.secret,
      body.data.order.order_number,
    );
    return { ...reply, body: { ...body, data: { ...body.data, access_token: token } } };
  }

  async #prepare(command: PlaceOrderCommand): Promise<Prepared> {
    const { request, user } = command;
    const [settings, methods] = await Promise.all([
      this.settings.publicSettings(),
      this.paymentMethods(),
    ]);
    const unavailable = methodUnavailableReason(methods, request.payment_method);
    const method = methods.find((candidate) => candidate.method === request.payment_method);
    if (unavailable || !method) {
      throw fieldError('payment_method', unavailable ?? M.paymentMethodUnavailable);
    }
    const branch = await this.db
      .selectFrom('branches')
      .select(['id', 'status'])
      .where('id', '=', request.branch_id)
      .executeTakeFirst();
    if (branch?.status !== 'active') throw fieldError('branch_id', M.branchInvalid);

    const buyer = await this.#buyer(user, request);
    let deliveryAddress: string | null = null;
    if (request.order_type === 'delivery' && buyer.userId === null) {
      deliveryAddress = guestDeliveryAddress(request);
    } else if (request.order_type === 'delivery') {
      if (!request.address_id) throw fieldError('address_id', M.addressRequired);
      const address = await this.db
        .selectFrom('customer_addresses')
        .selectAll()
        .where('id', '=', request.address_id)
        .where('user_id', '=', buyer.userId)
        .executeTakeFirst();
      if (!address) throw fieldError('address_id', M.addressNotFound);
      deliveryAddress = formatAddress(address);
    }
    return {
      buyer,
      deliveryAddress,
      tax: settings.tax,
      delivery: settings.delivery,
      bank: settings.payment,
      method,
      today: salonToday(this.clock()),
      guestCartHash:
        buyer.userId === null && command.guestCartSecret
          ? guestCartHash(command.guestCartSecret)
          : null,
    };
  }

  async #buyer(user: CurrentUser | null, request: CreateOrderInput): Promise<Buyer> {
    if (user) {
      const row = await this.db
        .selectFrom('users')
        .select(['id', 'name', 'phone', 'email'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      // Without a name or phone the order cannot be handled: the profile comes first.
      const buyer = requireBasicInfo(row);
      return { userId: buyer.id, name: buyer.name, phone: buyer.phone, email: buyer.email };
    }
    const info = request.customer_info;
    if (!info) throw fieldError('customer_info.name', M.guestNameRequired);
    const phone = toE164Phone(info.phone);
    if (!phone) throw fieldError('customer_info.phone', M.guestPhoneInvalid);
    return { userId: null, name: info.name, phone, email: null };
  }

  async #placeIn(
    trx: Trx,
    request: CreateOrderInput,
    prepared: Prepared,
    idempotency: IdempotencyRequest | null,
    client: GuestClient | null,
  ): Promise<StoredReply> {
    if (idempotency) {
      await lockKey(trx, idempotency);
      const previous = await replay(trx, idempotency, IDEMPOTENCY_MESSAGES);
      if (previous) return previous;
    }
    // First, so the limits refuse before any work, and a refused repeat alerts no one.
    if (prepared.buyer.userId === null && this.admitGuest) {
      await this.admitGuest(trx, prepared.buyer.phone);
    }
    const items = await loadOrderableItems(trx, request.items, prepared.today);
    const lines = priceOrderLines(request.items, items);
    const totals = await this.#totalsWithPromotion(trx, lines, request, prepared);
    const refusal = assertMethodAccepts(
      [prepared.method],
      request.payment_method,
      totals.total_amount,
    );
    if (refusal) throw fieldError('payment_method', refusal);
    const risk = assessOrderRisk({
      amount: totals.total_amount,
      ...(await previousOrders(trx, prepared.buyer)),
    });
    // Back-office §4: a high-risk payment is blocked (nothing is written; staff are told).
    if (isPaymentBlocked({ amount: totals.total_amount, risk_score: risk.score })) {
      throw new HighRiskBlocked({
        user_id: prepared.buyer.userId,
        customer_name: prepared.buyer.name,
        customer_phone: prepared.buyer.phone,
        total_amount: totals.total_amount,
        risk,
      });
    }
    await takeStock(trx, lines);
    const orderNumber = newOrderNumber(prepared.today);
    const access = client
      ? derivedAccessToken(this.accessTokenKey, client.secret, orderNumber)
      : null;

    const order = await trx
      .insertInto('orders')
      .values({
        order_number: orderNumber,
        user_id: prepared.buyer.userId,
        customer_name: prepared.buyer.name,
        customer_phone: prepared.buyer.phone,
        customer_email: prepared.buyer.email,
        branch_id: request.branch_id,
        order_type: request.order_type,
        payment_method: request.payment_method,
        delivery_address: prepared.deliveryAddress,
        notes: request.notes ?? null,
        subtotal: totals.subtotal,
        discount_amount: totals.discount_amount,
        promotion_id: totals.promotion?.id ?? null,
        promotion_name: totals.promotion?.name ?? null,
        delivery_fee: totals.delivery_fee,
        tax_rate: totals.tax_rate,
        tax_amount: totals.tax_amount,
        total_amount: totals.total_amount,
        risk_score: risk.score,
        access_token_hash: access?.hash ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        lines.map((line) => ({
          order_id: order.id,
          item_type: line.type,
          item_id: line.id,
          item_name: line.name,
          image: line.image,
          quantity: line.quantity,
          list_price: line.list_price,
          unit_price: line.unit_price,
          total_price: line.total_price,
        })),
      )
      .execute();
    await trx
      .insertInto('order_events')
      .values({
        order_id: order.id,
        kind: 'placed',
        note: null,
        actor_user_id: prepared.buyer.userId,
      })
      .execute();
    if (prepared.buyer.userId !== null) await clearOrderedLines(trx, prepared.buyer.userId, lines);
    if (prepared.guestCartHash) await clearGuestCartLines(trx, prepared.guestCartHash, lines);
    await this.listeners.notify(trx, {
      kind: 'placed',
      order,
      actor_user_id: prepared.buyer.userId,
    });

    // The guest's token is added to the reply on its way out, never stored with it.
    const placed: PlacedOrder = {
      order: await this.reader.detail(trx, order, prepared.bank),
      access_token: null,
    };
    const reply: StoredReply = {
      statusCode: 201,
      body: { success: true, message: M.placed, data: placed },
    };
    if (idempotency) await remember(trx, idempotency, reply);
    return reply;
  }

  /** Totals with the best order promotion whose use could be claimed (a limit may run out). */
  async #totalsWithPromotion(
    trx: Trx,
    lines: readonly PricedOrderLine[],
    request: CreateOrderInput,
    prepared: Prepared,
  ): Promise<OrderTotals> {
    let promotions = await loadOrderPromotions(trx, lineTotalsByItem(lines), prepared.today);
    for (;;) {
      const totals = computeOrderTotals({
        lines,
        order_type: request.order_type,
        vat_rate: effectiveVatRate(prepared.tax),
        promotions,
        delivery: prepared.delivery,
      });
      if (!totals.promotion) return totals;
      const claimed = await trx
        .updateTable('promotions')
        .set({ used_count: sql`used_count + 1` })
        .where('id', '=', totals.promotion.id)
        .where((eb) =>
          eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) > 0) return totals;
      const spent = totals.promotion.id;
      promotions = promotions.filter((promotion) => promotion.id !== spent);
    }
  }
}

const IDEMPOTENCY_MESSAGES = {
  mismatch: M.idempotencyKeyReused,
  otherRequester: M.idempotencyKeyOtherRequester,
};

/** The client's prices and tax rate do not make a request different. */
function withoutIgnoredFields(request: CreateOrderInput) {
  return {
    ...request,
    tax_rate: undefined,
    delivery_address: undefined,
    items: request.items.map(({ type, id, quantity }) => ({ type, id, quantity })),
  };
}

/** Two requests with one key wait for each other on PostgreSQL (SQLite has one writer). */
async function lockKey(trx: Trx, request: IdempotencyRequest): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`${request.scope}|${request.key}`}))`.execute(
    trx,
  );
}

/**
 * Takes each product's quantity only where that much is left: under concurrent orders the
 * database re-checks the condition on the current row, so stock never goes below zero.
 */
async function takeStock(trx: Trx, lines: readonly PricedOrderLine[]): Promise<void> {
  for (const line of lines) {
    if (line.type !== 'product') continue;
    const result = await trx
      .updateTable('products')
      .set({
        stock_quantity: sql`stock_quantity - ${line.quantity}`,
        sold_count: sql`sold_count + ${line.quantity}`,
      })
      .where('id', '=', line.id)
      .where('stock_quantity', '>=', line.quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const row = await trx
        .selectFrom('products')
        .select('stock_quantity')
        .where('id', '=', line.id)
        .executeTakeFirst();
      const left = Math.max(0, row?.stock_quantity ?? 0);
      const message = `${M.cartErrorPrefix} ${M.insufficientStock(line.name, left)}`;
      throw new AppError('OUT_OF_STOCK', message, 409, { items: [message] });
    }
  }
}

async function previousOrders(trx: Trx, buyer: Buyer) {
  const row = await trx
    .selectFrom('orders')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(case when payment_status <> 'pending' then 1 else 0 end), 0)`.as(
        'paid',
      ),
      sql<number>`coalesce(sum(case when status = 'cancelled' and payment_status = 'pending' then 1 else 0 end), 0)`.as(
        'failed',
      ),
    ])
    .where((eb) =>
      buyer.userId !== null
        ? eb('user_id', '=', buyer.userId)
        : eb('customer_phone', '=', buyer.phone),
    )
    .executeTakeFirstOrThrow();
  return {
    previous_orders: Number(row.total),
    previous_paid: Number(row.paid),
    previous_failed: Number(row.failed),
  };
}

/**
 * A guest's delivery address, typed at checkout, as the order keeps it (one line): saved
 * addresses need an account.
 */
function guestDeliveryAddress(request: CreateOrderInput): string {
  if (request.address_id) throw fieldError('address_id', M.guestAddressLogin);
  if (request.delivery_address === undefined || request.delivery_address === null) {
    throw fieldError('delivery_address', M.addressRequired);
  }
  const parsed = deliveryAddressSchema.safeParse(request.delivery_address);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length
      ? `delivery_address.${issue.path.join('.')}`
      : 'delivery_address';
    throw fieldError(field, issue?.message ?? M.addressRequired);
  }
  return formatAddress({ ...parsed.data, postal_code: null });
}

async function clearGuestCartLines(trx: Trx, hash: string, lines: readonly PricedOrderLine[]) {
  const cart = await trx
    .selectFrom('guest_carts')
    .select('id')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (!cart) return;
  for (const type of ['product', 'service'] as const) {
    const ids = lines.filter((line) => line.type === type).map((line) => line.id);
    if (ids.length === 0) continue;
    await trx
      .deleteFrom('guest_cart_items')
      .where('guest_cart_id', '=', cart.id)
      .where('item_type', '=', type)
      .where('item_id', 'in', ids)
      .execute();
  }
}

async function clearOrderedLines(trx: Trx, userId: number, lines: readonly PricedOrderLine[]) {
  for (const type of ['product', 'service'] as const) {
    const ids = lines.filter((line) => line.type === type).map((line) => line.id);
    if (ids.length === 0) continue;
    await trx
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where('item_type', '=', type)
      .where('item_id', 'in', ids)
      .execute();
  }
}

export type { OrderRow };
