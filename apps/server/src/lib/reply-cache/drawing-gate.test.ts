import { describe, expect, it } from 'vitest';
import { DrawingGate } from './drawing-gate.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('DrawingGate', () => {
  it('runs its limit at once, lets a bounded number wait their turn in order, refuses the rest', async () => {
    const gate = new DrawingGate(2, 3, 1000);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        gate.run(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await tick(5);
          running -= 1;
          return i;
        }, -1),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4, -1, -1]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives up on a task that waited too long, and its place goes to the next', async () => {
    const gate = new DrawingGate(1, 5, 30);
    const long = gate.run(() => tick(60).then(() => 'long'), 'refused');
    const waited = gate.run(async () => 'waited', 'refused');
    expect(await waited).toBe('refused');
    expect(await long).toBe('long');
    expect(await gate.run(async () => 'after', 'refused')).toBe('after');
  });

  it('frees the place of a task that failed', async () => {
    const gate = new DrawingGate(1, 0, 30);
    await expect(gate.run(() => Promise.reject(new Error('hỏng')), null)).rejects.toThrow('hỏng');
    expect(await gate.run(async () => 'ok', null)).toBe('ok');
  });
});
