import { describe, expect, it } from 'vitest';
import { fixedZoneClock } from './fixed-offset.js';

const pad = (n: number) => String(n).padStart(2, '0');

describe('fixedZoneClock', () => {
  it("reads Vietnam's wall clock as Intl does, for moments from 1976 to 2100", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Ho_Chi_Minh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const from = Date.UTC(1976, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    const moments = [from, Date.UTC(2026, 11, 31, 16, 59), Date.UTC(2026, 11, 31, 17, 0)];
    for (let i = 0; i < 3000; i++) moments.push(from + Math.floor(Math.random() * (to - from)));
    for (const time of moments) {
      const clock = fixedZoneClock('Asia/Ho_Chi_Minh', new Date(time));
      expect(clock).not.toBeNull();
      const mine = `${clock!.getUTCFullYear()}-${pad(clock!.getUTCMonth() + 1)}-${pad(clock!.getUTCDate())}, ${pad(clock!.getUTCHours())}:${pad(clock!.getUTCMinutes())}`;
      expect(mine, new Date(time).toISOString()).toBe(intl.format(time));
    }
  });

  it('leaves other zones, older moments and invalid dates to Intl', () => {
    expect(fixedZoneClock('Europe/Berlin', new Date())).toBeNull();
    expect(fixedZoneClock('Asia/Ho_Chi_Minh', new Date(Date.UTC(1975, 0, 1)))).toBeNull();
    expect(fixedZoneClock('Asia/Ho_Chi_Minh', new Date(Number.NaN))).toBeNull();
  });
});
