import {
  buildSearchText,
  compareVietnamese,
  CATALOG_ADMIN_LIMITS as L,
  CATALOG_ADMIN_MESSAGES as M,
  ITEM_STATUS_LABELS,
  searchWords,
  supplierCode,
  supplierScore,
  type PerformanceLevel,
  type ApiPage,
  type ItemStatus,
  type Supplier,
  type SupplierDetail,
  type SupplierInput,
  type SupplierListQuery,
  type SupplierStatistics,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import { auditChangesMasking, auditFields, keysOf } from '../../lib/audit-fields.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { toCsv } from '../../lib/csv.js';
import { toPage } from './catalog.dto.js';
import type { SupplierRow, SuppliersRepository } from './suppliers.repository.js';

const LEVELS: PerformanceLevel[] = ['excellent', 'good', 'fair', 'poor'];

const notFound = () => new AppError('SUPPLIER_NOT_FOUND', M.supplierNotFound, 404);

function scoreOf(row: SupplierRow) {
  const { score, level, parts } = supplierScore({
    products: Number(row.products_count),
    active_products: Number(row.active_products),
    in_stock_products: Number(row.in_stock_products),
    sold_products: Number(row.sold_products),
    reviews: Number(row.reviews),
    rating_sum: Number(row.rating_sum),
  });
  return { performance_score: score, performance_level: level, score_parts: parts };
}

function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    contact_person: row.contact_person,
    phone: row.phone,
    email: row.email,
    address: row.address,
    website: row.website,
    tax_code: row.tax_code,
    status: row.status,
    notes: row.notes,
    rating: row.rating === null ? null : Number(row.rating),
    products_count: Number(row.products_count),
    stock_value: Number(row.stock_value),
    low_stock_count: Number(row.low_stock_count),
    ...scoreOf(row),
    total_orders: Number(row.total_orders),
    total_value: Number(row.total_value),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function searchTextOf(code: string, input: SupplierInput): string {
  return buildSearchText(
    code,
    input.name,
    input.contact_person,
    input.email,
    input.phone,
    input.tax_code,
    input.address,
  );
}

/** The contact person is someone's name: the audit log says it changed, not what it was. */
function supplierChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return auditChangesMasking(before, after, ['contact_person']);
}

/** Suppliers of the shop's products, with figures from the products that name them. */
export class SuppliersService {
  constructor(
    private readonly repository: SuppliersRepository,
    private readonly audit: AuditTrail,
  ) {}

  #filter(query: SupplierListQuery) {
    return { words: searchWords(query.search), status: query.status, minRating: query.min_rating };
  }

  async list(query: SupplierListQuery): Promise<ApiPage<Supplier>> {
    const filter = this.#filter(query);
    const total = await this.repository.count(filter);
    const offset = (query.page - 1) * query.per_page;
    const rows =
      offset < total ? await this.repository.list(filter, query.sort, query.per_page, offset) : [];
    return toPage(rows.map(toSupplier), total, query.page, query.per_page);
  }

  async get(id: number): Promise<SupplierDetail> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    return { ...toSupplier(row), products: await this.repository.productsOf(id) };
  }

  async statistics(): Promise<SupplierStatistics> {
    const all = (await this.repository.all()).map(toSupplier);
    const rated = all.filter((s) => s.rating !== null);
    const scored = all.filter((s) => s.performance_score !== null);
    const band = (test: (r: number | null) => boolean) => all.filter((s) => test(s.rating)).length;
    return {
      total_suppliers: all.length,
      active_suppliers: all.filter((s) => s.status === 'active').length,
      inactive_suppliers: all.filter((s) => s.status === 'inactive').length,
      suppliers_with_products: all.filter((s) => s.products_count > 0).length,
      suppliers_without_products: all.filter((s) => s.products_count === 0).length,
      average_rating: rated.length
        ? Math.round((rated.reduce((sum, s) => sum + (s.rating ?? 0), 0) / rated.length) * 10) / 10
        : null,
      total_stock_value: all.reduce((sum, s) => sum + s.stock_value, 0),
      top_suppliers: all
        .filter((s) => s.products_count > 0)
        .sort((a, b) => b.products_count - a.products_count || compareVietnamese(a.name, b.name))
        .slice(0, L.topSuppliers)
        .map((s) => ({
          id: s.id,
          name: s.name,
          code: s.code,
          products_count: s.products_count,
          performance_score: s.performance_score,
          performance_level: s.performance_level,
        })),
      average_performance: scored.length
        ? Math.round(scored.reduce((sum, s) => sum + (s.performance_score ?? 0), 0) / scored.length)
        : null,
      performance_bands: LEVELS.map((level) => ({
        level,
        count: scored.filter((s) => s.performance_level === level).length,
      })),
      total_order_value: all.reduce((sum, s) => sum + s.total_value, 0),
      rating_bands: [
        { label: 'Chưa đánh giá', count: band((r) => r === null) },
        { label: 'Dưới 3', count: band((r) => r !== null && r < 3) },
        { label: '3 – 3,9', count: band((r) => r !== null && r >= 3 && r < 4) },
        { label: '4 – 4,4', count: band((r) => r !== null && r >= 4 && r < 4.5) },
        { label: '4,5 – 5', count: band((r) => r !== null && r >= 4.5) },
      ],
    };
  }

  async create(input: SupplierInput): Promise<Supplier> {
    const id = await this.repository.insert(
      this.#values(input),
      (newId) => {
        const code = supplierCode(newId);
        return {
          code,
          search_text: searchTextOf(code, input),
          search_name: buildSearchText(input.name),
        };
      },
      async (trx, newId, code) => {
        await this.audit.record(trx, {
          action: 'create',
          resource: 'supplier',
          resourceId: newId,
          summary: `Tạo nhà cung cấp ${code}`,
          changes: supplierChanges(null, this.#values(input)),
        });
      },
    );
    return this.get(id);
  }

  async update(id: number, input: SupplierInput): Promise<Supplier> {
    await this.repository.transaction(async (trx) => {
      const current = await this.repository.find(id, trx);
      if (!current) throw notFound();
      const values = this.#values(input);
      await this.audit.record(trx, {
        action: 'update',
        resource: 'supplier',
        resourceId: id,
        summary: `Cập nhật nhà cung cấp ${current.code}`,
        changes: supplierChanges(auditFields(current, keysOf(values)), values),
      });
      await this.repository.update(
        id,
        {
          ...values,
          search_text: searchTextOf(current.code, input),
          search_name: buildSearchText(input.name),
        },
        trx,
      );
    });
    return this.get(id);
  }

  async setStatus(id: number, status: ItemStatus): Promise<Supplier> {
    await this.repository.transaction(async (trx) => {
      const current = await this.repository.find(id, trx);
      if (!current || !(await this.repository.update(id, { status }, trx))) throw notFound();
      await this.audit.record(trx, {
        action: 'status',
        resource: 'supplier',
        resourceId: id,
        summary: `Đổi trạng thái nhà cung cấp ${current.code}: ${ITEM_STATUS_LABELS[status]}`,
        before: { status: current.status },
        after: { status },
      });
    });
    return this.get(id);
  }

  /** Refused while products name the supplier: their purchasing record would be lost. */
  async delete(id: number): Promise<void> {
    await this.repository.transaction(async (trx) => {
      const current = await this.repository.find(id, trx);
      if (!current) throw notFound();
      const products = Number(current.products_count);
      if (products > 0)
        throw new AppError('SUPPLIER_HAS_PRODUCTS', M.supplierHasProducts(products), 409);
      await this.audit.record(trx, {
        action: 'delete',
        resource: 'supplier',
        resourceId: id,
        summary: `Xóa nhà cung cấp ${current.code}`,
        changes: supplierChanges(
          { code: current.code, name: current.name, status: current.status },
          null,
        ),
      });
      await this.repository.delete(id, trx);
    });
  }

  /** The filtered list (every page) as CSV for Excel. */
  async exportCsv(query: SupplierListQuery): Promise<string> {
    const rows = (await this.repository.list(this.#filter(query), query.sort)).map(toSupplier);
    return toCsv(
      [
        'Mã',
        'Tên nhà cung cấp',
        'Người liên hệ',
        'Số điện thoại',
        'Email',
        'Địa chỉ',
        'Website',
        'Mã số thuế',
        'Trạng thái',
        'Đánh giá',
        'Số sản phẩm',
        'Giá trị tồn kho (đ)',
        'Điểm hiệu suất',
        'Số đơn đã thanh toán',
        'Giá trị đơn (đ)',
        'Ghi chú',
        'Ngày tạo',
      ],
      rows.map((s) => [
        s.code,
        s.name,
        s.contact_person,
        s.phone,
        s.email,
        s.address,
        s.website,
        s.tax_code,
        ITEM_STATUS_LABELS[s.status],
        s.rating,
        s.products_count,
        s.stock_value,
        s.performance_score,
        s.total_orders,
        s.total_value,
        s.notes,
        s.created_at.slice(0, 10),
      ]),
    );
  }

  #values(input: SupplierInput) {
    return {
      name: input.name,
      contact_person: input.contact_person,
      phone: input.phone,
      email: input.email,
      address: input.address,
      website: input.website,
      tax_code: input.tax_code,
      status: input.status,
      notes: input.notes,
      rating: input.rating,
    };
  }
}
