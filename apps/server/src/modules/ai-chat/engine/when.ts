import type { SlotGroup } from '@salon/shared';
import type { Word } from './text.js';

/** The day, time or part of the day a question names, in the salon's calendar. */
export interface When {
  /** `YYYY-MM-DD`, when the question names a day. */
  date: string | null;
  /** `HH:mm`, when it names a time. */
  time: string | null;
  /** Morning, afternoon or evening, when it names only that. */
  part: SlotGroup | null;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const text = `${year}-${pad(month)}-${pad(day)}`;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text) ? text : null;
}

/** Typed forms that are the day word and not a look-alike (`mái` is not `mai`). */
const TOMORROW_TYPED = new Set(['mai']);
const TODAY_TYPED = new Set(['nay']);
const EVENING_TYPED = new Set(['tối']);
const DAY_WORDS = new Set(['mai', 'nay', 'hom', 'ngay', 'thu', 'cn', 'chu', 'tuan', 'kia']);

/** `cn` is Sunday beside day and time words, a branch (`chi nhánh`) otherwise. */
export function cnIsSunday(words: readonly Word[], index: number): boolean {
  const before = words[index - 1]?.text;
  const after = words[index + 1]?.text;
  if (after && ['nay', 'toi', 'tuan', 'sau', 'nao'].includes(after) && after !== 'nao') return true;
  if (
    before &&
    ['sang', 'chieu', 'toi', 'trua', 'ngay', 'hom', 'thu', 'vao', 'mai'].includes(before)
  )
    return true;
  return Boolean(after && /^\d{1,2}:\d{2}$/.test(after));
}

/**
 * Reads the day and time a question names: today (`hôm nay`, `nay`), tomorrow (`mai`), the
 * day after (`mốt`, `ngày kia`), a weekday (`thứ 2`…`thứ 7`, `chủ nhật`, `CN`, with `tuần sau`),
 * a date (`20/11`, `20/11/2026`, `ngày 20`, `20 tháng 11`); a time (`9h`, `9h30`, `14:00`,
 * `2 giờ chiều`, `9 giờ rưỡi`, `lúc 9`); or a part of the day (`sáng`, `chiều`, `tối`).
 * Words an entity took (a service called `Cắt tóc mái`) are skipped.
 */
export function readWhen(
  words: readonly Word[],
  today: string,
  taken: ReadonlySet<number> = new Set(),
): When {
  let date: string | null = null;
  let hour: number | null = null;
  let minute = 0;
  let part: SlotGroup | null = null;
  let partWord: string | null = null;
  const text = (i: number) => (taken.has(i) ? '' : (words[i]?.text ?? ''));
  const typed = (i: number) => words[i]?.typed ?? '';
  const nearDay = (i: number) =>
    DAY_WORDS.has(text(i - 1)) ||
    DAY_WORDS.has(text(i + 1)) ||
    /^\d/.test(text(i - 1)) ||
    /^\d/.test(text(i + 1));

  for (let i = 0; i < words.length; i++) {
    const w = text(i);
    if (!w) continue;
    const next = text(i + 1);

    // Days.
    if (w === 'hom' && next === 'nay') date ??= today;
    else if (
      w === 'nay' &&
      TODAY_TYPED.has(typed(i)) &&
      !['thu', 'tuan', 'cn', 'nhat'].includes(text(i - 1)) &&
      !/^\d/.test(text(i - 1))
    )
      date ??= today;
    else if (w === 'mai' && TOMORROW_TYPED.has(typed(i)) && next !== 'mot')
      date ??= addDays(today, 1);
    else if (w === 'ngay' && (next === 'kia' || next === 'mot')) date ??= addDays(today, 2);
    else if (w === 'mot' && typed(i) === 'mốt' && text(i - 1) !== 'mai') date ??= addDays(today, 2);
    else if (
      (w === 'thu' && /^[2-7]$/.test(next)) ||
      (w === 'chu' && next === 'nhat') ||
      (w === 'cn' && cnIsSunday(words, i))
    ) {
      const target = w === 'thu' ? Number(next) - 1 : 0;
      let days = (target - weekday(today) + 7) % 7;
      const rest = words
        .slice(i + 1, i + 5)
        .map((word) => word.text)
        .join(' ');
      if (/\btuan (sau|toi)\b/.test(rest)) {
        // Next week's day: Monday to Sunday of the coming week.
        const toMonday = (8 - weekday(today)) % 7 || 7;
        days = toMonday + ((target + 6) % 7);
      }
      date ??= addDays(today, days);
    }

    // Dates written in digits.
    const slash = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(w);
    if (slash) {
      const year = slash[3]
        ? Number(slash[3].length === 2 ? `20${slash[3]}` : slash[3])
        : Number(today.slice(0, 4));
      let found = validDate(year, Number(slash[2]), Number(slash[1]));
      if (found && !slash[3] && found < today)
        found = validDate(year + 1, Number(slash[2]), Number(slash[1]));
      if (found) date ??= found;
    }
    if (/^\d{1,2}$/.test(w) && (text(i - 1) === 'ngay' || next === 'thang') && next !== 'gio') {
      const day = Number(w);
      const year = Number(today.slice(0, 4));
      let month = Number(today.slice(5, 7));
      if (next === 'thang' && /^\d{1,2}$/.test(text(i + 2))) month = Number(text(i + 2));
      let found = validDate(year, month, day);
      if (found && found < today) {
        found =
          next === 'thang'
            ? validDate(year + 1, month, day)
            : validDate(month === 12 ? year + 1 : year, (month % 12) + 1, day);
      }
      if (found) date ??= found;
    }

    // Times.
    const clock = /^(\d{1,2}):(\d{2})$/.exec(w);
    if (clock && hour === null) {
      hour = Number(clock[1]);
      minute = Number(clock[2]);
      if (next === 'ruoi') minute = 30;
    } else if (/^\d{1,2}$/.test(w) && hour === null && (next === 'gio' || text(i - 1) === 'luc')) {
      hour = Number(w);
      const after = text(i + (next === 'gio' ? 2 : 1));
      if (after === 'ruoi') minute = 30;
      else if (next === 'gio' && /^\d{1,2}$/.test(after) && Number(after) < 60)
        minute = Number(after);
    }

    // Parts of the day.
    if (w === 'sang' || w === 'trua') {
      if (words[i]?.typed !== 'sang' || nearDay(i) || hour !== null) {
        part ??= 'morning';
        partWord ??= w;
      }
    } else if (w === 'chieu') {
      part ??= 'afternoon';
      partWord ??= w;
    } else if (w === 'toi' || w === 'dem') {
      const evening =
        w === 'dem' ||
        EVENING_TYPED.has(typed(i)) ||
        (typed(i) === 'toi' &&
          (nearDay(i) ||
            text(i - 1) === 'buoi' ||
            /^\d/.test(text(i - 1)) ||
            text(i - 1) === 'gio'));
      if (evening) {
        part ??= 'evening';
        partWord ??= w;
      }
    }
  }

  let time: string | null = null;
  if (hour !== null) {
    if ((partWord === 'chieu' || partWord === 'toi' || partWord === 'dem') && hour < 12) hour += 12;
    else if (partWord === 'trua' && hour < 3) hour += 12;
    else if (partWord === null && hour >= 1 && hour <= 7) hour += 12;
    if (hour <= 23 && minute <= 59) time = `${pad(hour)}:${pad(minute)}`;
  }
  return { date, time, part: time ? null : part };
}
