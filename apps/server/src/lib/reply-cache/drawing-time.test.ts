import { describe, expect, it } from 'vitest';
import { DrawingTime } from './drawing-time.js';

describe('DrawingTime', () => {
  function clocked(maxShare = 0.5) {
    const clock = { now: 10_000 };
    const time = new DrawingTime(maxShare, 1000, () => clock.now);
    /** A drawing under way for `ms` of the clock. */
    const draw = async (ms: number) => {
      let finish!: () => void;
      const done = time.measure(() => new Promise<void>((resolve) => (finish = resolve)));
      clock.now += ms;
      finish();
      await done;
    };
    return { clock, time, draw };
  }

  it('allows drawings until they took half of the last second, then again as it passes', async () => {
    const { clock, time, draw } = clocked();
    await draw(300);
    expect(time.allows()).toBe(true);
    await draw(250);
    expect(time.share()).toBeCloseTo(0.55);
    expect(time.allows()).toBe(false);
    clock.now += 900;
    expect(time.allows()).toBe(true);
    clock.now += 5_000;
    expect(time.share()).toBe(0);
  });

  it('counts overlapping drawings once: the loop was busy, not four times busy', async () => {
    const { clock, time } = clocked();
    const finishers: (() => void)[] = [];
    const running = Array.from({ length: 4 }, () =>
      time.measure(() => new Promise<void>((resolve) => finishers.push(resolve))),
    );
    clock.now += 200;
    expect(time.share()).toBeCloseTo(0.2);
    for (const finish of finishers) finish();
    await Promise.all(running);
    expect(time.share()).toBeCloseTo(0.2);
  });

  it('counts a drawing still under way, across the window boundary', async () => {
    const { clock, time } = clocked();
    let finish!: () => void;
    const long = time.measure(() => new Promise<void>((resolve) => (finish = resolve)));
    clock.now += 1_600;
    expect(time.allows()).toBe(false);
    expect(time.share()).toBeCloseTo(1);
    finish();
    await long;
    clock.now += 1_000;
    expect(time.share()).toBeLessThan(0.5);
  });
});
