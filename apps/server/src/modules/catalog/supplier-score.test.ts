import type { Supplier, SupplierStatistics } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createSupplier } from '../../test/catalog-admin-factories.js';
import { createBranch, createProduct } from '../../test/factories.js';
import { createOrderRow } from '../../test/order-admin-factories.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 'admin')).cookie;
});
afterAll(() => t.close());

async function supplier(id: number): Promise<Supplier> {
  const res = await injectAs(t, admin, 'GET', `/api/admin/suppliers/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Supplier }>().data;
}

describe('supplier performance from real data', () => {
  it('scores stock, sales in paid orders, ratings and active share, and totals the paid lines', async () => {
    const branch = await createBranch(t.db);
    const s = await createSupplier(t.db, { name: 'Nhà cung cấp Điểm Số', rating: 5 });
    // Active, in stock, rated 4 by 2 reviews, sold in a paid order.
    const a = await createProduct(t.db, {
      supplier_id: s.id,
      stock_quantity: 20,
      min_stock_level: 5,
      rating: 4,
      review_count: 2,
    });
    // Active, low on stock, rated 5 by 2 reviews, sold only in a refunded and a pending order.
    const b = await createProduct(t.db, {
      supplier_id: s.id,
      stock_quantity: 3,
      min_stock_level: 5,
      rating: 5,
      review_count: 2,
    });
    // Inactive, never sold, no reviews.
    await createProduct(t.db, { supplier_id: s.id, status: 'inactive' });

    const line = (id: number, total: number) => ({
      item_id: id,
      quantity: 1,
      list_price: total,
      unit_price: total,
      total_price: total,
    });
    // A paid order with two lines of product a and a line of another supplier's product.
    const other = await createProduct(t.db);
    await createOrderRow(
      t.db,
      { branch_id: branch.id, status: 'paid', payment_status: 'paid', total_amount: 1_000_000 },
      [line(a.id, 300_000), line(a.id, 150_000), line(other.id, 550_000)],
    );
    // A completed paid order.
    await createOrderRow(
      t.db,
      { branch_id: branch.id, status: 'completed', payment_status: 'paid' },
      [line(a.id, 200_000)],
    );
    // Refunded and unpaid orders count for nothing.
    await createOrderRow(
      t.db,
      { branch_id: branch.id, status: 'completed', payment_status: 'refunded' },
      [line(b.id, 9_000_000)],
    );
    await createOrderRow(t.db, { branch_id: branch.id }, [line(b.id, 8_000_000)]);

    const got = await supplier(s.id);
    expect(got.total_orders).toBe(2);
    expect(got.total_value).toBe(650_000);
    // availability 1/2 active in stock = 50; sales 1/3 sold = 33.3; rating 18/4 = 4.5 → 90;
    // active 2/3 = 66.7 → (50×35 + 33.3×30 + 90×25 + 66.7×10) / 100 = 56.7 → 57
    expect(got.score_parts).toEqual({ availability: 50, sales: 33.3, rating: 90, active: 66.7 });
    expect(got.performance_score).toBe(57);
    expect(got.performance_level).toBe('fair');

    // The list carries the same figures.
    const list = await injectAs(t, admin, 'GET', '/api/admin/suppliers?search=diem so');
    const row = list.json<{ data: { data: Supplier[] } }>().data.data.find((x) => x.id === s.id);
    expect(row).toMatchObject({ performance_score: 57, total_orders: 2, total_value: 650_000 });
  });

  it('has no score for a supplier without products, and the statistics band the rest', async () => {
    const empty = await createSupplier(t.db, { name: 'Nhà cung cấp Trống' });
    expect(await supplier(empty.id)).toMatchObject({
      performance_score: null,
      performance_level: null,
      total_orders: 0,
      total_value: 0,
    });
    const star = await createSupplier(t.db, { name: 'Nhà cung cấp Xuất Sắc' });
    const p = await createProduct(t.db, { supplier_id: star.id, rating: 5, review_count: 1 });
    const branch = await createBranch(t.db);
    await createOrderRow(t.db, { branch_id: branch.id, payment_status: 'paid', status: 'paid' }, [
      { item_id: p.id, total_price: 100_000 },
    ]);
    expect(await supplier(star.id)).toMatchObject({
      performance_score: 100,
      performance_level: 'excellent',
    });

    const res = await injectAs(t, admin, 'GET', '/api/admin/suppliers/statistics');
    const stats = res.json<{ data: SupplierStatistics }>().data;
    const count = (level: string) => stats.performance_bands.find((b) => b.level === level)?.count;
    expect(count('excellent')).toBe(1);
    expect(count('fair')).toBe(1);
    expect(count('good')).toBe(0);
    expect(count('poor')).toBe(0);
    expect(stats.average_performance).toBe(Math.round((57 + 100) / 2));
    expect(stats.total_order_value).toBe(750_000);
  });

  it('exports the score and order totals', async () => {
    const res = await injectAs(t, admin, 'GET', '/api/admin/suppliers/export?search=xuat sac');
    const [header, first] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('"Điểm hiệu suất","Số đơn đã thanh toán","Giá trị đơn (đ)"');
    expect(first).toContain('"100","1","100000"');
  });
});
