import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createService } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createService(t.db, { name: 'Cắt tóc nam tạo kiểu', booking_count: 9 });
  await createService(t.db, { name: 'Cắt tóc nữ', booking_count: 5 });
  await createService(t.db, { name: 'Cắt tóc trẻ em (ngừng)', status: 'inactive' });
  await createService(t.db, { name: 'Gội đầu dưỡng sinh' });
  await createProduct(t.db, { name: 'Dầu gội thảo dược' });
  await createProduct(t.db, { name: 'Dầu gội cũ', status: 'inactive' });
  await createProduct(t.db, { name: 'Sáp vuốt tóc', short_description: 'Giữ nếp cả ngày' });
});
afterAll(() => t.close());

interface Results {
  query: string;
  services: { name: string; slug: string }[];
  products: { name: string; slug: string }[];
}

async function search(q: string | undefined): Promise<Results> {
  const url =
    q === undefined ? '/api/public/search' : `/api/public/search?q=${encodeURIComponent(q)}`;
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ success: true; data: Results }>();
  expect(body.success).toBe(true);
  return body.data;
}

const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

describe('GET /api/public/search', () => {
  it('ignores diacritics and case: "cat toc" finds "Cắt tóc", inactive items hidden', async () => {
    const found = await search('cat toc');
    expect(names(found.services)).toEqual(['Cắt tóc nam tạo kiểu', 'Cắt tóc nữ']);
    expect(found.services[0]?.slug).toMatch(/^cat-toc-nam-tao-kieu/);
    expect(names((await search('CẮT TÓC')).services)).toHaveLength(2);
  });

  it('"dau goi" finds "Dầu gội" products and "d" matches "đ"', async () => {
    const found = await search('dau goi');
    expect(names(found.products)).toEqual(['Dầu gội thảo dược']);
    // Every word must appear, in any order: "Gội đầu" holds both.
    expect(names(found.services)).toEqual(['Gội đầu dưỡng sinh']);
    expect(names((await search('dau goi thao')).products)).toEqual(['Dầu gội thảo dược']);
    expect((await search('dau goi thao')).services).toEqual([]);
    expect(names((await search('đầu')).services)).toEqual(['Gội đầu dưỡng sinh']);
  });

  it('searches products and services together, and the short description', async () => {
    const found = await search('toc');
    expect(names(found.services)).toEqual(['Cắt tóc nam tạo kiểu', 'Cắt tóc nữ']);
    expect(names(found.products)).toEqual(['Sáp vuốt tóc']);
    expect(names((await search('giu nep')).products)).toEqual(['Sáp vuốt tóc']);
  });

  it('returns at most 5 of each kind', async () => {
    for (let i = 0; i < 7; i++) {
      await createService(t.db, { name: `Uốn tóc kiểu ${i}` });
      await createProduct(t.db, { name: `Thuốc uốn số ${i}` });
    }
    const found = await search('uon');
    expect(found.services).toHaveLength(5);
    expect(found.products).toHaveLength(5);
  });

  it('a blank or missing term finds nothing (not an error)', async () => {
    for (const q of [undefined, '', '   ']) {
      expect(await search(q)).toEqual({ query: '', services: [], products: [] });
    }
  });

  it('a long term is cut to 100 characters, not refused', async () => {
    const found = await search(`cat toc ${'x'.repeat(300)}`);
    expect(found.query).toHaveLength(100);
    expect(found.services).toEqual([]);
  });

  it('wildcards are plain text', async () => {
    expect(await search('%')).toMatchObject({ services: [], products: [] });
    expect(await search('_')).toMatchObject({ services: [], products: [] });
  });
});
