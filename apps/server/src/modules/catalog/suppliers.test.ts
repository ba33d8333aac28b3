import { CATALOG_ADMIN_MESSAGES as M, type SupplierStatistics } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier } from '../../test/catalog-admin-factories.js';
import { createProduct } from '../../test/factories.js';
import { injectAs, type Method } from '../../test/api.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 'admin')).cookie;
});
afterAll(() => t.close());

interface Supplier {
  id: number;
  code: string;
  name: string;
  rating: number | null;
  status: string;
  products_count: number;
  stock_value: number;
  low_stock_count: number;
}

function call(method: Method, url: string, payload?: unknown, cookie = admin) {
  return injectAs(t, cookie, method, `/api/admin/suppliers${url}`, payload);
}

async function ids(query: string): Promise<number[]> {
  const res = await call('GET', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { data: Supplier[] } }>().data.data.map((s) => s.id);
}

describe('who may manage suppliers', () => {
  it('answers 401 to a guest and 403 to staff, export included', async () => {
    expect((await call('GET', '', undefined, '')).statusCode).toBe(401);
    expect((await call('GET', '/export', undefined, '')).statusCode).toBe(401);
    const staff = (await signIn(t, 'staff')).cookie;
    expect((await call('GET', '/export', undefined, staff)).statusCode).toBe(403);
    expect((await call('POST', '', { name: 'X' }, staff)).statusCode).toBe(403);
  });
});

describe('creating and editing a supplier', () => {
  it('gives a code from the id and keeps optional fields empty', async () => {
    const res = await call('POST', '', {
      name: 'Công ty Mỹ phẩm Sao Mai',
      email: 'LienHe@SaoMai.vn',
      phone: '028 3822 1234',
      tax_code: '0301234567',
      website: 'https://saomai.vn',
      rating: 4.25,
    });
    expect(res.statusCode, res.body).toBe(201);
    const supplier = res.json<{ data: Supplier & { email: string } }>().data;
    expect(supplier.code).toBe(`NCC-${String(supplier.id).padStart(4, '0')}`);
    expect(supplier).toMatchObject({
      status: 'active',
      email: 'lienhe@saomai.vn',
      rating: 4.3,
      products_count: 0,
    });
    const edited = await call('PUT', `/${supplier.id}`, {
      name: 'Sao Mai (mới)',
      status: 'inactive',
      contact_person: '',
      rating: null,
    });
    expect(edited.json()).toMatchObject({
      data: {
        name: 'Sao Mai (mới)',
        status: 'inactive',
        contact_person: null,
        rating: null,
        code: supplier.code,
      },
    });
  });

  it('checks the fields with the messages of the spec', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', M.supplierNameRequired],
      [{ email: 'khong-phai-email' }, 'email', M.emailInvalid],
      [{ phone: 'abc' }, 'phone', M.phoneInvalid],
      [{ website: 'javascript:alert(1)' }, 'website', M.websiteInvalid],
      [{ tax_code: '123' }, 'tax_code', M.taxCodeInvalid],
      [{ rating: 6 }, 'rating', M.ratingInvalid],
      [{ notes: 'x'.repeat(1001) }, 'notes', M.notesMax],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('POST', '', { name: 'NCC', ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field], field).toContain(
        message,
      );
    }
    expect((await call('PUT', '/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('supplier list and statistics', () => {
  it('filters by search (diacritics ignored, code too), status and minimum rating; sorts and pages', async () => {
    const a = await createSupplier(t.db, { name: 'Phân phối Thành Công Kappa', rating: 4.6 });
    const b = await createSupplier(t.db, { name: 'Kappa Việt', rating: 3.5, status: 'inactive' });
    const c = await createSupplier(t.db, { name: 'Kappa Không Đánh Giá' });
    expect(await ids('?search=thanh cong kappa')).toEqual([a.id]);
    expect(await ids(`?search=${a.code.toLowerCase()}`)).toEqual([a.id]);
    expect((await ids('?search=kappa')).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await ids('?search=kappa&status=inactive')).toEqual([b.id]);
    expect(await ids('?search=kappa&min_rating=4.5')).toEqual([a.id]);
    expect((await ids('?search=kappa&min_rating=3')).sort()).toEqual([a.id, b.id].sort());
    expect(await ids('?search=kappa&sort=rating')).toEqual([a.id, b.id, c.id]);
    expect(await ids('?search=kappa&sort=name')).toEqual([c.id, b.id, a.id]);
    const page = (await call('GET', '?search=kappa&sort=rating&per_page=2&page=2')).json<{
      data: { data: Supplier[]; meta: unknown };
    }>().data;
    expect(page.data.map((s) => s.id)).toEqual([c.id]);
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect((await call('GET', '?min_rating=abc')).statusCode).toBe(422);
  });

  it('counts products, stock value and statistics from real products', async () => {
    const before = (await call('GET', '/statistics')).json<{ data: SupplierStatistics }>().data;
    const supplier = await createSupplier(t.db, { name: 'Thống kê Lambda', rating: 5 });
    await createSupplier(t.db, { name: 'Không sản phẩm Lambda', status: 'inactive' });
    await createProduct(t.db, { supplier_id: supplier.id, price: 100_000, stock_quantity: 10 });
    await createProduct(t.db, {
      supplier_id: supplier.id,
      price: 50_000,
      stock_quantity: 2,
      min_stock_level: 5,
    });
    const detail = (await call('GET', `/${supplier.id}`)).json<{
      data: Supplier & { products: unknown[] };
    }>().data;
    expect(detail).toMatchObject({ products_count: 2, stock_value: 1_100_000, low_stock_count: 1 });
    expect(detail.products).toHaveLength(2);
    const after = (await call('GET', '/statistics')).json<{ data: SupplierStatistics }>().data;
    expect(after.total_suppliers - before.total_suppliers).toBe(2);
    expect(after.active_suppliers - before.active_suppliers).toBe(1);
    expect(after.inactive_suppliers - before.inactive_suppliers).toBe(1);
    expect(after.suppliers_with_products - before.suppliers_with_products).toBe(1);
    expect(after.suppliers_without_products - before.suppliers_without_products).toBe(1);
    expect(after.top_suppliers[0]?.id).toBe(supplier.id);
  });
});

describe('status, delete and export', () => {
  it('toggles status and refuses to delete a supplier with products', async () => {
    const supplier = await createSupplier(t.db);
    expect(
      (await call('PATCH', `/${supplier.id}/status`, { status: 'inactive' })).json(),
    ).toMatchObject({ data: { status: 'inactive' } });
    const product = await createProduct(t.db, { supplier_id: supplier.id });
    const refused = await call('DELETE', `/${supplier.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: M.supplierHasProducts(1) });
    await t.db
      .updateTable('products')
      .set({ supplier_id: null })
      .where('id', '=', product.id)
      .execute();
    expect((await call('DELETE', `/${supplier.id}`)).json()).toMatchObject({
      message: M.supplierDeleted,
    });
    expect((await call('GET', `/${supplier.id}`)).statusCode).toBe(404);
  });

  it('exports the filtered list as UTF-8 CSV with a BOM, quoted and safe from formulas', async () => {
    await createSupplier(t.db, {
      name: '=HYPERLINK("http://x","Bấm") Mu',
      contact_person: '+84 Chị Hoa',
      notes: 'Giao hàng "nhanh", đúng hẹn',
      rating: 4,
    });
    await createSupplier(t.db, { name: 'Mu ngừng', status: 'inactive' });
    const res = await call('GET', '/export?search=mu&status=active');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="nha-cung-cap-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"Mã","Tên nhà cung cấp","Người liên hệ"/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"",""Bấm"") Mu"`);
    expect(lines[1]).toContain(`"'+84 Chị Hoa"`);
    expect(lines[1]).toContain('"Giao hàng ""nhanh"", đúng hẹn"');
    expect(lines[1]).toContain('"Đang hoạt động"');
  });
});
