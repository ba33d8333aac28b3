import { describe, expect, it } from 'vitest';
import { DRAWING_SHARE, limitDrawings } from './drawing-limits.js';

describe('limitDrawings', () => {
  it('refuses drawings from fresh addresses once they took half the last second', async () => {
    const limited = limitDrawings();
    const slowDraw = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve('drawn'), 120));
    const results: (string | null)[] = [];
    const started = performance.now();
    for (let i = 0; i < 12; i += 1) results.push(await limited(`198.51.100.${i}`, slowDraw));
    const drawn = results.filter((result) => result === 'drawn').length;
    // 120 ms each: about DRAWING_SHARE × 1000 / 120 drawn, the rest refused at once.
    expect(drawn).toBeGreaterThanOrEqual(Math.floor((DRAWING_SHARE * 1000) / 120));
    expect(drawn).toBeLessThanOrEqual(Math.ceil((DRAWING_SHARE * 1000) / 120) + 1);
    expect(results.slice(drawn).every((result) => result === null)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
