import {
  hasReceipt,
  INVOICE_LIMITS as L,
  INVOICE_MESSAGES as M,
  orderDetailPath,
  type AdminInvoiceRequestDto,
  type ApiPage,
  type CurrentUser,
  type InvoiceRequestDto,
  type InvoiceRequestInput,
  type InvoiceRequestStatus,
  type OrderDetail,
  type OrderReceipt,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { OrderViewer } from '../orders/order-viewer.js';
import type { SettingsService } from '../settings/settings.service.js';
import type {
  InvoiceRequestRow,
  InvoiceRequestsRepository,
} from './invoice-requests.repository.js';

const toIso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function toDto(row: InvoiceRequestRow): InvoiceRequestDto {
  return {
    id: row.id,
    order_id: row.order_id,
    company_name: row.company_name,
    tax_code: row.tax_code,
    company_address: row.company_address,
    email: row.email,
    status: row.status,
    invoice_number: row.invoice_number,
    reject_reason: row.reject_reason,
    handled_at: toIso(row.handled_at),
    created_at: toIso(row.created_at) ?? '',
  };
}

type AdminRow = InvoiceRequestRow & {
  order_number: string;
  customer_name: string;
  total_amount: number;
  handled_by_name: string | null;
};

function toAdminDto(row: AdminRow): AdminInvoiceRequestDto {
  return {
    ...toDto(row),
    order_number: row.order_number,
    customer_name: row.customer_name,
    total_amount: Number(row.total_amount),
    handled_by_name: row.handled_by_name,
  };
}

const notFound = () => new AppError('INVOICE_REQUEST_NOT_FOUND', M.notFound, 404);
const SETTLED = { issued: 'Xuất hóa đơn', rejected: 'Từ chối yêu cầu hóa đơn' } as const;

/**
 * The receipt of a paid order and its VAT invoice request: the customer (or the guest holding
 * the order's key) reads the receipt and asks once; staff of the order's branch issue or reject.
 */
export class InvoiceRequestsService {
  constructor(
    private readonly db: Db,
    private readonly repository: InvoiceRequestsRepository,
    private readonly viewer: OrderViewer,
    private readonly settings: SettingsService,
    private readonly notifications: NotificationsService,
    /** The branches a back-office user may see; undefined: all. */
    private readonly branchScope: (user: CurrentUser) => number[] | undefined,
    private readonly audit: AuditTrail,
  ) {}

  /** The owner's paid order, or 404 (not theirs) / 409 (no receipt yet). */
  async #paidOrder(
    orderId: number,
    user: CurrentUser | null,
    token: string | undefined,
  ): Promise<OrderDetail> {
    const order = await this.viewer.forOwner(orderId, user, token);
    if (!hasReceipt(order)) throw new AppError('ORDER_NOT_PAID', M.notPaid, 409);
    return order;
  }

  async receipt(
    orderId: number,
    user: CurrentUser | null,
    token: string | undefined,
  ): Promise<OrderReceipt> {
    const order = await this.#paidOrder(orderId, user, token);
    const { company } = await this.settings.publicSettings();
    const request = await this.repository.ofOrder(order.id);
    return {
      company: {
        name: company.name,
        address: company.address,
        phone: company.phone,
        email: company.email,
      },
      branch: order.branch
        ? { name: order.branch.name, address: order.branch.address, phone: order.branch.phone }
        : null,
      order_number: order.order_number,
      created_at: order.created_at,
      paid_at: order.paid_at,
      customer: order.customer,
      delivery_address: order.delivery_address,
      payment_method: order.payment_method,
      items: order.order_items.map((item) => ({
        id: item.id,
        item_name: item.item_name,
        quantity: item.quantity,
        unit_price: item.unit_price,
        total_price: item.total_price,
      })),
      subtotal: order.subtotal,
      discount_amount: order.discount_amount,
      delivery_fee: order.delivery_fee,
      tax_rate: order.tax_rate,
      tax_amount: order.tax_amount,
      total_amount: order.total_amount,
      invoice_request: request ? toDto(request) : null,
    };
  }

  async ofOrder(
    orderId: number,
    user: CurrentUser | null,
    token: string | undefined,
  ): Promise<InvoiceRequestDto | null> {
    const order = await this.viewer.forOwner(orderId, user, token);
    const row = await this.repository.ofOrder(order.id);
    return row ? toDto(row) : null;
  }

  /** Once per order: a second request, even a simultaneous one, is 409. */
  async request(
    orderId: number,
    user: CurrentUser | null,
    token: string | undefined,
    input: InvoiceRequestInput,
  ): Promise<InvoiceRequestDto> {
    const order = await this.#paidOrder(orderId, user, token);
    const row = await this.repository.insert({ order_id: order.id, ...input });
    if (!row) throw new AppError('INVOICE_ALREADY_REQUESTED', M.alreadyRequested, 409);
    return toDto(row);
  }

  async list(
    user: CurrentUser,
    query: {
      status?: InvoiceRequestStatus | undefined;
      order_id?: number | undefined;
      page: number;
    },
  ): Promise<ApiPage<AdminInvoiceRequestDto>> {
    const filter = {
      status: query.status,
      orderId: query.order_id,
      branchIds: this.branchScope(user),
    };
    const total = await this.repository.count(filter);
    const offset = (query.page - 1) * L.perPage;
    const rows = offset < total ? await this.repository.list(filter, L.perPage, offset) : [];
    return {
      data: rows.map(toAdminDto),
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / L.perPage)),
        per_page: L.perPage,
        total,
      },
    };
  }

  async issue(
    user: CurrentUser,
    id: number,
    invoiceNumber: string,
  ): Promise<AdminInvoiceRequestDto> {
    return this.#settle(user, id, {
      status: 'issued',
      invoice_number: invoiceNumber,
      reject_reason: null,
    });
  }

  async reject(user: CurrentUser, id: number, reason: string): Promise<AdminInvoiceRequestDto> {
    return this.#settle(user, id, {
      status: 'rejected',
      invoice_number: null,
      reject_reason: reason,
    });
  }

  /** Settles a pending request and tells the customer, in one transaction. */
  async #settle(
    user: CurrentUser,
    id: number,
    change: {
      status: 'issued' | 'rejected';
      invoice_number: string | null;
      reject_reason: string | null;
    },
  ): Promise<AdminInvoiceRequestDto> {
    const filter = { branchIds: this.branchScope(user) };
    const current = await this.repository.find(id, filter);
    if (!current) throw notFound();
    await this.db.transaction().execute(async (trx) => {
      const done = await this.repository.settle(trx, id, { ...change, handled_by: user.id });
      if (!done) throw new AppError('INVOICE_ALREADY_HANDLED', M.alreadyHandled, 409);
      if (current.user_id !== null) await this.#notify(trx, current.user_id, current, id, change);
      await this.audit.record(trx, {
        action: change.status === 'issued' ? 'approve' : 'reject',
        resource: 'invoice_request',
        resourceId: id,
        summary: `${SETTLED[change.status]} cho đơn hàng ${current.order_number}`,
        before: {
          status: current.status,
          invoice_number: current.invoice_number,
          reject_reason: current.reject_reason,
        },
        after: change,
      });
    });
    const settled = await this.repository.find(id, filter);
    if (!settled) throw notFound();
    return toAdminDto(settled);
  }

  /** Tells the customer their request was settled. */
  async #notify(
    trx: Transaction<Database>,
    userId: number,
    current: { order_id: number; order_number: string; email: string },
    id: number,
    change: {
      status: 'issued' | 'rejected';
      invoice_number: string | null;
      reject_reason: string | null;
    },
  ): Promise<void> {
    await this.notifications.create(trx, {
      user_id: userId,
      type: 'order_confirmation',
      title: change.status === 'issued' ? M.notifyIssuedTitle : M.notifyRejectedTitle,
      message:
        change.status === 'issued'
          ? M.notifyIssued(current.order_number, change.invoice_number ?? '', current.email)
          : M.notifyRejected(current.order_number, change.reject_reason ?? ''),
      action_url: orderDetailPath(current.order_id),
      data: {
        order_id: current.order_id,
        invoice_request_id: id,
        event: `invoice_${change.status}`,
      },
    });
  }
}
