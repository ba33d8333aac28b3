import type { Preferences } from './constants.js';

type HoursPreferences = Pick<
  Preferences,
  'notification_start_hour' | 'notification_end_hour' | 'timezone'
>;

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) on the clock of `zone` at `now`. */
export function hourIn(zone: string, now: Date): number {
  let formatter = hourFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hour: '2-digit',
      hourCycle: 'h23',
    });
    hourFormatters.set(zone, formatter);
  }
  return Number(formatter.format(now)) % 24;
}

/**
 * Whether `now` falls in the user's notification hours: from the start hour's first minute up
 * to, but not including, the end hour (9 → 18 means 09:00:00 to 17:59:59), read on the clock of
 * the user's chosen time zone. The hours never wrap past midnight (the start is before the end).
 */
export function withinNotificationHours(preferences: HoursPreferences, now: Date): boolean {
  const hour = hourIn(preferences.timezone, now);
  return hour >= preferences.notification_start_hour && hour < preferences.notification_end_hour;
}

/** What a new notification or chat message arriving live may do to get the user's attention. */
export interface LiveAlert {
  /** A pop-up toast (notifications; the bell counts them whatever the answer). */
  toast: boolean;
  /** A short sound. */
  sound: boolean;
}

/**
 * Inside the notification hours a new notification pops up a toast, and plays a sound when the
 * user turned sounds on; outside them neither (the bell still counts it).
 */
export function liveAlertFor(
  preferences: HoursPreferences & Pick<Preferences, 'sound_notifications'>,
  now: Date,
): LiveAlert {
  const within = withinNotificationHours(preferences, now);
  return { toast: within, sound: within && preferences.sound_notifications };
}
