import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from './concurrency-gate.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ConcurrencyGate', () => {
  it('never runs more than its limit at once, and runs every task', async () => {
    const gate = new ConcurrencyGate(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        gate.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await tick(5);
          running -= 1;
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('starts waiting tasks in the order they came', async () => {
    const gate = new ConcurrencyGate(1);
    const started: number[] = [];
    await Promise.all(
      [0, 1, 2, 3].map((i) =>
        gate.run(async () => {
          started.push(i);
          await tick(1);
        }),
      ),
    );
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the place of a task that failed', async () => {
    const gate = new ConcurrencyGate(1);
    await expect(gate.run(() => Promise.reject(new Error('hỏng')))).rejects.toThrow('hỏng');
    await expect(gate.run(() => Promise.resolve('tiếp'))).resolves.toBe('tiếp');
  });

  it('refuses a limit below one', () => {
    expect(() => new ConcurrencyGate(0)).toThrow();
  });
});
