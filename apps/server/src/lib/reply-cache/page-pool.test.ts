import { describe, expect, it } from 'vitest';
import { PagePool } from './page-pool.js';

const page = (size: number) => ({ size });

describe('a pool of kept pages', () => {
  it('keeps at most its count, dropping the least recently used', () => {
    const pool = new PagePool<{ size: number }>(3, 1000);
    pool.set('/a', page(1));
    pool.set('/b', page(1));
    pool.set('/c', page(1));
    expect(pool.get('/a')).toBeDefined();
    pool.set('/d', page(1));
    expect(pool.get('/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].map((key) => pool.get(key) !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
    expect(pool.usage).toEqual({ entries: 3, size: 3 });
  });

  it('keeps at most its size, however many pages come', () => {
    const pool = new PagePool<{ size: number }>(1000, 100);
    for (let i = 0; i < 10_000; i++) pool.set(`/san-pham?x=${i}`, page(30));
    expect(pool.usage).toEqual({ entries: 3, size: 90 });
    pool.set('/lon', page(101));
    expect(pool.get('/lon')).toBeUndefined();
    expect(pool.usage.size).toBeLessThanOrEqual(100);
  });

  it('counts a page kept again under the same key once', () => {
    const pool = new PagePool<{ size: number }>(10, 100);
    pool.set('/', page(40));
    pool.set('/', page(50));
    expect(pool.usage).toEqual({ entries: 1, size: 50 });
    pool.delete('/');
    expect(pool.usage).toEqual({ entries: 0, size: 0 });
  });
});
