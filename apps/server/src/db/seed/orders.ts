/**
 * Demo shop orders: about three months of orders at every branch, in every state, paid in the
 * ways customers really pay (cash and card at the counter, VietQR transfers matched by the bank
 * feed), with their history and payment transactions; two transfers that named no order, a
 * refund, and the demo customer's own orders (one waiting for its transfer, completed ones with
 * lines still to review, a cancelled one). The catalogue's stock figures are the stock left
 * after these orders, so nothing here moves stock.
 */
import {
  DEFAULT_PUBLIC_SETTINGS,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  assessOrderRisk,
  computeOrderTotals,
  effectiveVatRate,
  formatVndText,
  salonToday,
  transferContentFor,
  type OrderStatus,
  type OrderType,
  type PaymentMethod,
  type PaymentStatus,
} from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { OrderEventTable, OrderItemTable, PaymentTransactionTable } from '../schema.js';
import type { SeededCustomer } from './customers.js';
import { SEED_DELIVERY_ADDRESSES } from './delivery-addresses.js';

const HISTORY_DAYS = 90;
const CHUNK = 100;

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Huỳnh', 'Phan', 'Vũ', 'Trương'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Thanh', 'Quang'];
const GIVEN = [
  'An',
  'Bình',
  'Châu',
  'Dũng',
  'Giang',
  'Khoa',
  'Lan',
  'Nam',
  'Oanh',
  'Phúc',
  'Quyên',
];

const ADDRESSES = SEED_DELIVERY_ADDRESSES;

const NOTES = [
  'Gọi trước khi giao giúp em',
  'Giao giờ hành chính',
  'Gói quà giúp mình nhé',
  null,
  null,
  null,
];

const CANCEL_REASONS = [
  'Khách đổi ý, không mua nữa',
  'Khách đặt nhầm sản phẩm',
  'Không liên lạc được với khách',
  'Khách muốn đặt lại đơn khác',
];

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A small deterministic random source, so every demo database looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Sellable {
  item_type: 'product' | 'service';
  id: number;
  name: string;
  price: number;
  unit_price: number;
  image: string | null;
}

interface Contact {
  userId: number | null;
  name: string;
  phone: string;
  email: string | null;
}

interface OrderPlan {
  branchId: number;
  placedAt: Date;
  contact: Contact;
  orderType: OrderType;
  method: PaymentMethod;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  lines: { item: Sellable; quantity: number }[];
  notes?: string | null;
  cancelReason?: string;
}

function firstImage(value: unknown): string | null {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}

function priceOf(row: { price: number; sale_price: number | null }): number {
  return row.sale_price !== null && row.sale_price < row.price ? row.sale_price : row.price;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function insertOrders(
  db: Db,
  options: {
    customerEmail: string;
    staffEmail: string;
    customers: readonly SeededCustomer[];
    now: Date;
  },
): Promise<void> {
  const next = random(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const now = options.now;
  const vatRate = effectiveVatRate(DEFAULT_PUBLIC_SETTINGS.tax);
  const bankAccount = DEFAULT_PUBLIC_SETTINGS.payment.bank_account_number;

  const [products, services, branches, staff, customer] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'name', 'price', 'sale_price', 'thumbnail_urls', 'image_urls'])
      .where('status', '=', 'active')
      .where('is_sellable', '=', true)
      .execute(),
    db
      .selectFrom('services')
      .select(['id', 'name', 'price', 'sale_price', 'image_urls'])
      .where('status', '=', 'active')
      .execute(),
    db.selectFrom('branches').select('id').orderBy('id').execute(),
    db
      .selectFrom('users')
      .select(['id', 'branch_id', 'email'])
      .where('role', 'in', ['staff', 'manager', 'admin'])
      .where('status', '=', 'active')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'name', 'phone', 'email'])
      .where('email', '=', options.customerEmail)
      .executeTakeFirstOrThrow(),
  ]);
  const productItems: Sellable[] = products.map((p) => ({
    item_type: 'product',
    id: p.id,
    name: p.name,
    price: p.price,
    unit_price: priceOf(p),
    image: firstImage(p.thumbnail_urls) ?? firstImage(p.image_urls),
  }));
  const serviceItems: Sellable[] = services.map((s) => ({
    item_type: 'service',
    id: s.id,
    name: s.name,
    price: s.price,
    unit_price: priceOf(s),
    image: firstImage(s.image_urls),
  }));
  const demoStaff = staff.find((s) => s.email === options.staffEmail);
  const recorderAt = (branchId: number) =>
    (branchId === demoStaff?.branch_id ? demoStaff.id : undefined) ??
    staff.find((s) => s.branch_id === branchId)?.id ??
    staff[0]?.id ??
    null;

  const usedNumbers = new Set<string>();
  const orderNumber = (at: Date) => {
    const day = salonToday(at).slice(2).replaceAll('-', '');
    let value: string;
    do {
      let suffix = '';
      for (let i = 0; i < 6; i += 1)
        suffix += CODE_ALPHABET[Math.floor(next() * CODE_ALPHABET.length)];
      value = `DH-${day}-${suffix}`;
    } while (usedNumbers.has(value));
    usedNumbers.add(value);
    return value;
  };

  const items: Insertable<OrderItemTable>[] = [];
  const events: Insertable<OrderEventTable>[] = [];
  const transactions: Insertable<PaymentTransactionTable>[] = [];
  let sepayId = 48_210_000;
  // What each customer (by phone) ordered before, for the risk score at placing.
  const history = new Map<string, { orders: number; paid: number; failed: number }>();

  async function place(plan: OrderPlan): Promise<number> {
    const totals = computeOrderTotals({
      lines: plan.lines.map((line) => ({
        unit_price: line.item.unit_price,
        quantity: line.quantity,
      })),
      order_type: plan.orderType,
      vat_rate: vatRate,
    });
    const placed = plan.placedAt;
    const after = (hours: number) => {
      const at = new Date(placed.getTime() + hours * 3_600_000);
      return (at > now ? now : at).toISOString();
    };
    const isPaid = plan.paymentStatus !== 'pending';
    const transfer = plan.method === 'transfer';
    // Transfers are paid minutes after ordering; counter payments when the goods are handed over.
    const paidAt = isPaid ? after(transfer ? 0.1 : plan.orderType === 'delivery' ? 30 : 0.5) : null;
    const completedAt =
      plan.status === 'completed'
        ? after(transfer ? 26 : 0.5 + 30 * +(plan.orderType === 'delivery'))
        : null;
    const cancelledAt = plan.status === 'cancelled' ? after(isPaid ? 5 : 3) : null;
    const recorder = recorderAt(plan.branchId);
    const number = orderNumber(placed);
    const before = history.get(plan.contact.phone) ?? { orders: 0, paid: 0, failed: 0 };
    const risk = assessOrderRisk({
      amount: totals.total_amount,
      previous_orders: before.orders,
      previous_paid: before.paid,
      previous_failed: before.failed,
    });
    history.set(plan.contact.phone, {
      orders: before.orders + 1,
      paid: before.paid + (isPaid ? 1 : 0),
      failed: before.failed + (plan.status === 'cancelled' && !isPaid ? 1 : 0),
    });
    const row = await db
      .insertInto('orders')
      .values({
        order_number: number,
        user_id: plan.contact.userId,
        customer_name: plan.contact.name,
        customer_phone: plan.contact.phone,
        customer_email: plan.contact.email,
        branch_id: plan.branchId,
        order_type: plan.orderType,
        payment_method: plan.method,
        status: plan.status,
        payment_status: plan.paymentStatus,
        delivery_address: plan.orderType === 'delivery' ? pick(ADDRESSES) : null,
        notes: plan.notes ?? null,
        subtotal: totals.subtotal,
        discount_amount: totals.discount_amount,
        promotion_id: null,
        promotion_name: null,
        delivery_fee: totals.delivery_fee,
        tax_rate: totals.tax_rate,
        tax_amount: totals.tax_amount,
        total_amount: totals.total_amount,
        risk_score: risk.score,
        access_token_hash: null,
        cancel_reason: plan.cancelReason ?? null,
        paid_at: paidAt,
        completed_at: completedAt,
        cancelled_at: cancelledAt,
        created_at: placed.toISOString(),
        updated_at: completedAt ?? cancelledAt ?? paidAt ?? placed.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderId = row.id;
    for (const line of plan.lines) {
      items.push({
        order_id: orderId,
        item_type: line.item.item_type,
        item_id: line.item.id,
        item_name: line.item.name,
        image: line.item.image,
        quantity: line.quantity,
        list_price: line.item.price,
        unit_price: line.item.unit_price,
        total_price: line.item.unit_price * line.quantity,
      });
    }
    events.push({
      order_id: orderId,
      kind: 'placed',
      note: null,
      actor_user_id: plan.contact.userId,
      created_at: placed.toISOString(),
    });
    if (paidAt) {
      const content = transferContentFor(number);
      if (transfer) {
        sepayId += 1 + Math.floor(next() * 40);
        transactions.push({
          provider: 'sepay',
          provider_transaction_id: String(sepayId),
          kind: 'payment',
          method: 'transfer',
          amount: totals.total_amount,
          content: `${pick(['MBVCB', 'TCB', 'ACB', 'VPB'])}.${String(sepayId).slice(-6)}.${content} thanh toan don hang`,
          account_number: bankAccount,
          status: 'matched',
          order_id: orderId,
          note: null,
          recorded_by: null,
          transferred_at: paidAt,
          created_at: paidAt,
          updated_at: paidAt,
        });
        events.push({
          order_id: orderId,
          kind: 'paid',
          note: `Nhận chuyển khoản ${formatVndText(totals.total_amount)}, tự động khớp đơn`,
          actor_user_id: null,
          created_at: paidAt,
        });
      } else {
        transactions.push({
          provider: 'staff',
          provider_transaction_id: null,
          kind: 'payment',
          method: plan.method,
          amount: totals.total_amount,
          content: null,
          account_number: null,
          status: 'matched',
          order_id: orderId,
          note: plan.method === 'card' ? 'Thanh toán qua máy POS' : 'Thu tiền mặt',
          recorded_by: recorder,
          transferred_at: paidAt,
          created_at: paidAt,
          updated_at: paidAt,
        });
        if (plan.status !== 'completed' || completedAt !== paidAt)
          events.push({
            order_id: orderId,
            kind: 'paid',
            note: null,
            actor_user_id: recorder,
            created_at: paidAt,
          });
      }
    }
    // A transfer order still waiting for its money shows as a pending payment.
    if (transfer && !isPaid && plan.status === 'pending') {
      transactions.push({
        provider: 'vietqr',
        provider_transaction_id: null,
        kind: 'payment',
        method: 'transfer',
        amount: totals.total_amount,
        content: transferContentFor(number),
        account_number: null,
        status: 'pending',
        order_id: orderId,
        note: PAYMENT_MESSAGES.notePendingTransfer,
        recorded_by: null,
        transferred_at: null,
        created_at: placed.toISOString(),
        updated_at: placed.toISOString(),
      });
    }
    if (completedAt)
      events.push({
        order_id: orderId,
        kind: 'completed',
        note: null,
        actor_user_id: recorder,
        created_at: completedAt,
      });
    if (cancelledAt)
      events.push({
        order_id: orderId,
        kind: 'cancelled',
        note: plan.cancelReason ?? null,
        actor_user_id: recorder,
        created_at: cancelledAt,
      });
    if (plan.paymentStatus === 'refunded') {
      const refundedAt = after(29);
      transactions.push({
        provider: 'staff',
        provider_transaction_id: null,
        kind: 'refund',
        method: plan.method,
        amount: totals.total_amount,
        content: `Hoan tien ${transferContentFor(number)}`,
        account_number: null,
        status: 'matched',
        order_id: orderId,
        note: 'Đã chuyển khoản hoàn tiền cho khách',
        recorded_by: recorder,
        transferred_at: refundedAt,
        created_at: refundedAt,
        updated_at: refundedAt,
      });
      events.push({
        order_id: orderId,
        kind: 'refunded',
        note: 'Đã chuyển khoản hoàn tiền cho khách',
        actor_user_id: recorder,
        created_at: refundedAt,
      });
    }
    return orderId;
  }

  let newcomers = 0;
  const newcomer = (): Contact => {
    newcomers += 1;
    const name = `${pick(FAMILY)} ${pick(MIDDLE)} ${pick(GIVEN)}`;
    const phone = `+8439${String(1_000_000 + newcomers * 7919).slice(-7)}`;
    return { userId: null, name, phone, email: null };
  };
  /** A regular who had an account an hour before `at`, or none. */
  const regularAt = (at: Date): Contact | null => {
    const joined = options.customers.filter(
      (c) => c.joinedAt.getTime() <= at.getTime() - 3_600_000,
    );
    if (joined.length === 0) return null;
    const c = pick(joined);
    return { userId: c.id, name: c.name, phone: c.phone, email: c.email };
  };
  const lineSet = (): OrderPlan['lines'] => {
    const count = 1 + Math.floor(next() * 3);
    const chosen = new Map<string, { item: Sellable; quantity: number }>();
    for (let i = 0; i < count; i += 1) {
      const item =
        next() < 0.8 || serviceItems.length === 0 ? pick(productItems) : pick(serviceItems);
      if (!item) continue;
      const key = `${item.item_type}:${item.id}`;
      if (!chosen.has(key))
        chosen.set(key, { item, quantity: item.item_type === 'product' && next() < 0.3 ? 2 : 1 });
    }
    return [...chosen.values()];
  };
  const methodFor = (orderType: OrderType): PaymentMethod => {
    const roll = next();
    if (orderType === 'delivery') return roll < 0.55 ? 'transfer' : 'cash';
    return roll < 0.45 ? 'cash' : roll < 0.7 ? 'card' : 'transfer';
  };
  /** Older orders are settled; the last two days still have some waiting. */
  const stateFor = (daysAgo: number): { status: OrderStatus; paymentStatus: PaymentStatus } => {
    const roll = next();
    if (daysAgo >= 3) {
      return roll < 0.86
        ? { status: 'completed', paymentStatus: 'paid' }
        : { status: 'cancelled', paymentStatus: 'pending' };
    }
    if (roll < 0.35) return { status: 'pending', paymentStatus: 'pending' };
    if (roll < 0.6) return { status: 'paid', paymentStatus: 'paid' };
    if (roll < 0.92) return { status: 'completed', paymentStatus: 'paid' };
    return { status: 'cancelled', paymentStatus: 'pending' };
  };
  const todayStart = new Date(`${salonToday(now)}T00:00:00+07:00`).getTime();

  if (productItems.length > 0) {
    for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo -= 1) {
      for (const branch of branches) {
        // The last days are busier, so there is always something waiting to be handled.
        const count = Math.floor(next() * 3) + (daysAgo <= 2 ? 1 : 0);
        for (let i = 0; i < count; i += 1) {
          // Salon hours, 08:00 to 20:00; today only what has already happened.
          let placedAt = new Date(
            todayStart - daysAgo * 86_400_000 + (8 + next() * 12) * 3_600_000,
          );
          if (placedAt > now) placedAt = new Date(now.getTime() - (1 + next() * 5) * 3_600_000);
          // Regulars come back (on their account); about one order in four is a first-time buyer.
          const contact = (next() < 0.25 ? null : regularAt(placedAt)) ?? newcomer();
          const orderType = next() < 0.3 ? 'delivery' : 'in_store';
          const method = methodFor(orderType);
          let state = stateFor(daysAgo);
          // An unpaid transfer older than the hold has already been cancelled by the expiry job.
          const expired =
            state.status === 'pending' &&
            method === 'transfer' &&
            now.getTime() - placedAt.getTime() > ORDER_LIMITS.unpaidTransferHoldHours * 3_600_000;
          if (expired) state = { status: 'cancelled', paymentStatus: 'pending' };
          await place({
            branchId: branch.id,
            placedAt,
            contact,
            orderType,
            method,
            ...state,
            lines: lineSet(),
            notes: orderType === 'delivery' ? pick(NOTES) : null,
            cancelReason: expired
              ? ORDER_MESSAGES.expiredUnpaid
              : state.status === 'cancelled'
                ? pick(CANCEL_REASONS)
                : undefined,
          });
        }
      }
    }

    // The demo customer's own orders, at the first branch.
    const mine = {
      userId: customer.id,
      name: customer.name,
      phone: customer.phone!,
      email: customer.email,
    };
    const firstBranch = branches[0]!.id;
    const daysBack = (days: number, hour: number) =>
      new Date(todayStart - days * 86_400_000 + hour * 3_600_000);
    const products3 = productItems.slice(0, 3);
    const own: Omit<OrderPlan, 'branchId' | 'contact'>[] = [
      {
        placedAt: daysBack(62, 10),
        orderType: 'in_store',
        method: 'cash',
        status: 'completed',
        paymentStatus: 'paid',
        lines: [{ item: products3[0]!, quantity: 1 }],
      },
      {
        placedAt: daysBack(41, 15),
        orderType: 'delivery',
        method: 'transfer',
        status: 'completed',
        paymentStatus: 'paid',
        lines: products3.map((item, i) => ({ item, quantity: i === 0 ? 2 : 1 })),
        notes: 'Gọi trước khi giao giúp mình',
      },
      {
        placedAt: daysBack(20, 11),
        orderType: 'in_store',
        method: 'card',
        status: 'completed',
        paymentStatus: 'paid',
        lines: [
          { item: productItems[4] ?? products3[1]!, quantity: 1 },
          ...(serviceItems[0] ? [{ item: serviceItems[0], quantity: 1 }] : []),
        ],
      },
      {
        placedAt: daysBack(14, 9),
        orderType: 'delivery',
        method: 'cash',
        status: 'cancelled',
        paymentStatus: 'pending',
        lines: [{ item: productItems[5] ?? products3[2]!, quantity: 1 }],
        cancelReason: 'Đặt nhầm sản phẩm',
      },
      {
        placedAt: daysBack(3, 16),
        orderType: 'delivery',
        method: 'transfer',
        status: 'paid',
        paymentStatus: 'paid',
        lines: [{ item: productItems[6] ?? products3[0]!, quantity: 1 }],
      },
      {
        placedAt: new Date(now.getTime() - 40 * 60_000),
        orderType: 'in_store',
        method: 'transfer',
        status: 'pending',
        paymentStatus: 'pending',
        lines: [
          { item: products3[1]!, quantity: 1 },
          { item: productItems[7] ?? products3[2]!, quantity: 1 },
        ],
        notes: 'Mình sẽ ghé lấy vào cuối tuần',
      },
      {
        placedAt: new Date(now.getTime() - 20 * 60_000),
        orderType: 'in_store',
        method: 'cash',
        status: 'pending',
        paymentStatus: 'pending',
        lines: [{ item: productItems[8] ?? products3[0]!, quantity: 2 }],
      },
    ];
    for (const plan of own) await place({ ...plan, branchId: firstBranch, contact: mine });

    // A transfer paid, then the order cancelled and the money sent back.
    const refundedAt = daysBack(9, 14);
    await place({
      branchId: branches[1]?.id ?? firstBranch,
      placedAt: refundedAt,
      contact: regularAt(refundedAt) ?? newcomer(),
      orderType: 'delivery',
      method: 'transfer',
      status: 'cancelled',
      paymentStatus: 'refunded',
      lines: [{ item: products3[2]!, quantity: 2 }],
      cancelReason: 'Sản phẩm tạm hết hàng, salon hoàn tiền cho khách',
    });
  }

  // Transfers the bank feed reported that named no order: staff match them by hand.
  for (const [hoursAgo, amount, content] of [
    [30, 350_000, 'chuyen tien mua dau goi'],
    [5, 1_200_000, 'Nguyen Van A chuyen khoan'],
  ] as const) {
    const at = new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
    sepayId += 17;
    transactions.push({
      provider: 'sepay',
      provider_transaction_id: String(sepayId),
      kind: 'payment',
      method: 'transfer',
      amount,
      content,
      account_number: bankAccount,
      status: 'unmatched',
      order_id: null,
      note: 'Nội dung chuyển khoản không có mã đơn hàng',
      recorded_by: null,
      transferred_at: at,
      created_at: at,
      updated_at: at,
    });
  }

  await insertChunked(items, (chunk) => db.insertInto('order_items').values(chunk).execute());
  await insertChunked(events, (chunk) => db.insertInto('order_events').values(chunk).execute());
  await insertChunked(transactions, (chunk) =>
    db.insertInto('payment_transactions').values(chunk).execute(),
  );
}
