import { describe, expect, it } from 'vitest';
import { indexablePagePaths, metaDescription, PAGE_SEO, pageSeoAt, pageTitle } from './pages.js';

describe('page SEO table', () => {
  it('gives every path to one page only', () => {
    const paths = Object.values(PAGE_SEO).flatMap((page) => page.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds a page by any alias, trailing slash ignored', () => {
    expect(pageSeoAt('/about')).toBe(PAGE_SEO.about);
    expect(pageSeoAt('/gioi-thieu/')).toBe(PAGE_SEO.about);
    expect(pageSeoAt('/')).toBe(PAGE_SEO.home);
    expect(pageSeoAt('/ho-so')).toBeUndefined();
  });

  it('lists canonical paths of indexable pages only', () => {
    const paths = indexablePagePaths();
    expect(paths).toContain('/ve-chung-toi');
    expect(paths).not.toContain('/about');
    expect(paths).not.toContain('/cart');
    expect(paths).not.toContain('/customer/login');
  });

  it('formats titles the same way everywhere', () => {
    expect(pageTitle('Liên hệ')).toBe('Liên hệ | Salon Tóc Việt');
    expect(pageTitle(undefined)).toBe(
      'Salon Tóc Việt – Cắt, uốn, nhuộm và chăm sóc tóc chuyên nghiệp',
    );
  });

  it('makes plain, short descriptions', () => {
    expect(metaDescription('<p>Uốn <b>tự nhiên</b> , bền&nbsp;nếp</p>')).toBe(
      'Uốn tự nhiên, bền nếp',
    );
    const long = metaDescription('chăm sóc tóc '.repeat(30), 60);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('…')).toBe(true);
    expect(metaDescription(null)).toBe('');
  });
});
