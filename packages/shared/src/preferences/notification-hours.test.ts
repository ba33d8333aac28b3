import { describe, expect, it } from 'vitest';
import { PREFERENCE_DEFAULTS } from './constants.js';
import { hourIn, liveAlertFor, withinNotificationHours } from './notification-hours.js';

const at = (iso: string) => new Date(iso);
const nineToSix = { ...PREFERENCE_DEFAULTS, notification_start_hour: 9, notification_end_hour: 18 };

describe('notification hours', () => {
  it('run from the start hour up to, not including, the end hour, on the salon clock', () => {
    // 09:00 in Hồ Chí Minh is 02:00 UTC.
    expect(withinNotificationHours(nineToSix, at('2026-11-21T01:59:59Z'))).toBe(false);
    expect(withinNotificationHours(nineToSix, at('2026-11-21T02:00:00Z'))).toBe(true);
    expect(withinNotificationHours(nineToSix, at('2026-11-21T10:59:59Z'))).toBe(true);
    expect(withinNotificationHours(nineToSix, at('2026-11-21T11:00:00Z'))).toBe(false);
  });

  it("are read on the clock of the user's own time zone", () => {
    const tokyo = { ...nineToSix, timezone: 'Asia/Tokyo' as const };
    const utc = { ...nineToSix, timezone: 'UTC' as const };
    // 01:00 UTC: 08:00 in Hồ Chí Minh, 10:00 in Tokyo, 01:00 in UTC.
    const moment = at('2026-11-21T01:00:00Z');
    expect(withinNotificationHours(nineToSix, moment)).toBe(false);
    expect(withinNotificationHours(tokyo, moment)).toBe(true);
    expect(withinNotificationHours(utc, moment)).toBe(false);
    expect(hourIn('Asia/Ho_Chi_Minh', at('2026-11-21T17:30:00Z'))).toBe(0);
  });

  it('cover the whole day at their widest (0 → 23 leaves only the last hour quiet)', () => {
    const wide = { ...nineToSix, notification_start_hour: 0, notification_end_hour: 23 };
    expect(withinNotificationHours(wide, at('2026-11-20T17:00:00Z'))).toBe(true); // 00:00
    expect(withinNotificationHours(wide, at('2026-11-21T15:59:00Z'))).toBe(true); // 22:59
    expect(withinNotificationHours(wide, at('2026-11-21T16:00:00Z'))).toBe(false); // 23:00
  });
});

describe('the alert of a new notification or chat message', () => {
  const inside = at('2026-11-21T03:00:00Z'); // 10:00
  const outside = at('2026-11-21T14:00:00Z'); // 21:00
  it('pops up, and sounds only when sounds are on, inside the hours', () => {
    expect(liveAlertFor({ ...nineToSix, sound_notifications: true }, inside)).toEqual({
      toast: true,
      sound: true,
    });
    expect(liveAlertFor({ ...nineToSix, sound_notifications: false }, inside)).toEqual({
      toast: true,
      sound: false,
    });
  });

  it('neither pops up nor sounds outside the hours', () => {
    expect(liveAlertFor({ ...nineToSix, sound_notifications: true }, outside)).toEqual({
      toast: false,
      sound: false,
    });
  });
});
