import {
  SLOT_GROUP_LABELS,
  type AiChatAction,
  type CurrentUser,
  type PublicBranch,
  type PublicServiceSummary,
  type SlotGroup,
  type TimeSlot,
  type TimeSlotsData,
} from '@salon/shared';
import type { SalonFacts } from '../../facts/salon-facts.js';
import { bookAction, clock, dayText, HANDOVER, joinList, vnd } from '../phrasing.js';
import type { Part } from '../types.js';
import type { When } from '../when.js';

/** Times named per branch when several branches are answered, and for one branch. */
const TIMES_PER_BRANCH = 6;
const TIMES_ONE_BRANCH = 12;

const REFUSALS: Record<NonNullable<TimeSlot['reason']>, string> = {
  past: 'giờ này đã qua',
  full: 'đã kín lịch',
  no_staff: 'không còn chuyên viên trống',
  closes: 'dịch vụ sẽ kết thúc sau giờ đóng cửa',
  yours: 'anh/chị đã có lịch hẹn vào giờ này',
};

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

interface BranchDay {
  branch: PublicBranch;
  day: TimeSlotsData;
  free: TimeSlot[];
}

/** Why a whole day cannot be booked, or null. */
function closedText(day: TimeSlotsData, advanceDays: number): string | null {
  if (day.closed === 'holiday') return `nghỉ${day.holiday ? ` (${day.holiday.name})` : ''}`;
  if (day.closed === 'past_date') return 'ngày này đã qua';
  if (day.closed === 'too_far') return `salon chỉ nhận đặt lịch trước tối đa ${advanceDays} ngày`;
  return null;
}

/** `Buổi sáng: 08:00, 08:30; Buổi chiều: 13:00`. */
function timesText(slots: readonly TimeSlot[], limit: number): string {
  const shown = slots.slice(0, limit);
  const groups = new Map<SlotGroup, string[]>();
  for (const slot of shown) {
    const list = groups.get(slot.group) ?? [];
    list.push(clock(slot.time));
    groups.set(slot.group, list);
  }
  const text = [...groups]
    .map(([group, times]) => `${SLOT_GROUP_LABELS[group]}: ${times.join(', ')}`)
    .join('; ');
  const more = slots.length - shown.length;
  return more > 0 ? `${text} (và ${more} giờ khác)` : text;
}

async function readDays(
  facts: SalonFacts,
  user: CurrentUser | null,
  service: PublicServiceSummary,
  branches: readonly PublicBranch[],
  date: string,
  part: SlotGroup | null,
): Promise<BranchDay[]> {
  let hours: Promise<PublicBranch[]> | null = null;
  return Promise.all(
    branches.map(async (branch) => {
      let day = await facts.freeTimes(user, service.id, branch.id, date);
      if (day.closed === 'too_far') {
        // Too far ahead to book, and a holiday as well: the holiday is what the customer hears.
        hours ??= facts.branches(date);
        const holiday = (await hours).find((candidate) => candidate.id === branch.id)?.hours
          .holiday;
        if (holiday) {
          day = { ...day, closed: 'holiday', holiday: { name: holiday, description: null, date } };
        }
      }
      const free = day.time_slots.filter(
        (slot) => slot.available && (part === null || slot.group === part),
      );
      return { branch, day, free };
    }),
  );
}

/** The free times the slot engine gives a service at the branches on a day (or one time). */
export async function freeTimesPart(
  facts: SalonFacts,
  user: CurrentUser | null,
  service: PublicServiceSummary,
  branches: readonly PublicBranch[],
  when: When,
): Promise<Part> {
  const today = facts.today();
  const advanceDays = await facts.bookingAdvanceDays();
  const head = `dịch vụ ${service.name} (khoảng ${service.duration_minutes} phút, giá ${vnd(service.final_price)})`;
  if (when.time)
    return oneTimePart(
      facts,
      user,
      service,
      branches,
      when.date ?? today,
      when.time,
      head,
      advanceDays,
    );

  let date = when.date ?? today;
  let days = await readDays(facts, user, service, branches, date, when.part);
  let movedOn = false;
  if (!when.date && days.every((entry) => entry.free.length === 0)) {
    // Nothing left today: tomorrow's times.
    date = addDays(today, 1);
    days = await readDays(facts, user, service, branches, date, when.part);
    movedOn = true;
  }
  const partText = when.part ? ` vào ${SLOT_GROUP_LABELS[when.part].toLowerCase()}` : '';
  const actions: AiChatAction[] = [];
  const lines: string[] = [];
  for (const { branch, day, free } of days) {
    const closed = closedText(day, advanceDays);
    if (closed) lines.push(`• ${branch.name}: ${closed}`);
    else if (free.length === 0) lines.push(`• ${branch.name}: đã hết giờ trống${partText}`);
    else {
      lines.push(
        `• ${branch.name}: ${timesText(free, days.length > 1 ? TIMES_PER_BRANCH : TIMES_ONE_BRANCH)}`,
      );
      const first = free[0];
      if (first && actions.length < 3) {
        actions.push({
          ...bookAction(service.id, { branch_id: branch.id, date, time: first.time }),
          label: `Đặt ${clock(first.time)} tại ${branch.name}`,
        });
      }
    }
  }
  const anyFree = days.some((entry) => entry.free.length > 0);
  const day = dayText(date, today);
  const text = anyFree
    ? `${movedOn ? `Dạ, hôm nay đã hết giờ trống cho ${head}. Còn ${day}, các giờ trống${partText} là:` : `Dạ, ${day}, ${head} còn các giờ trống${partText}:`}\n${lines.join('\n')}\nAnh/chị bấm nút bên dưới để đặt lịch nhé.`
    : `Dạ, ${day}, ${head} không còn giờ trống${partText}:\n${lines.join('\n')}\nAnh/chị thử chọn ngày khác hoặc nói chuyện với nhân viên nhé.`;
  if (!anyFree) actions.push(bookAction(service.id), HANDOVER);
  return { text, actions };
}

/** Is this one time free? If not, why, and the nearest free times. */
async function oneTimePart(
  facts: SalonFacts,
  user: CurrentUser | null,
  service: PublicServiceSummary,
  branches: readonly PublicBranch[],
  date: string,
  time: string,
  head: string,
  advanceDays: number,
): Promise<Part> {
  const today = facts.today();
  const days = await readDays(facts, user, service, branches, date, null);
  const when = `${clock(time)} ${dayText(date, today)}`;
  const open = days.filter(({ day }) =>
    day.time_slots.some((slot) => slot.time === time && slot.available),
  );
  if (open.length > 0) {
    return {
      text: `Dạ, lúc ${when} ${head} còn chỗ tại ${joinList(open.map(({ branch }) => branch.name))} ạ. Anh/chị bấm Đặt lịch để giữ chỗ nhé.`,
      actions: open.slice(0, 3).map(({ branch }) => ({
        ...bookAction(service.id, { branch_id: branch.id, date, time }),
        label: `Đặt ${clock(time)} tại ${branch.name}`,
      })),
    };
  }
  const closedDays = days.map(({ day }) => closedText(day, advanceDays));
  if (closedDays.every((reason) => reason !== null)) {
    // The whole day is closed: say why, and name no time.
    const reasons = days.map(({ branch }, i) => `• ${branch.name}: ${closedDays[i] ?? ''}`);
    return {
      text: `Dạ, ${dayText(date, today)} salon không nhận lịch cho dịch vụ ${service.name}:\n${reasons.join('\n')}\nAnh/chị vui lòng chọn ngày khác ạ.`,
      actions: [bookAction(service.id), HANDOVER],
    };
  }
  const lines: string[] = [];
  const actions: AiChatAction[] = [];
  days.forEach(({ branch, day, free }, i) => {
    const closed = closedDays[i];
    if (closed) {
      lines.push(`• ${branch.name}: ${closed}`);
      return;
    }
    const slot = day.time_slots.find((candidate) => candidate.time === time);
    const why = slot?.reason ? REFUSALS[slot.reason] : 'ngoài giờ nhận khách';
    const nearest = [...free]
      .sort(
        (a, b) =>
          Math.abs(minutes(a.time) - minutes(time)) - Math.abs(minutes(b.time) - minutes(time)),
      )
      .slice(0, 3)
      .sort((a, b) => (a.time < b.time ? -1 : 1));
    lines.push(
      `• ${branch.name}: ${why}${nearest.length ? `; giờ trống gần nhất: ${nearest.map((s) => clock(s.time)).join(', ')}` : '; không còn giờ trống trong ngày'}`,
    );
    const best = nearest[0];
    if (best && actions.length < 3) {
      actions.push({
        ...bookAction(service.id, { branch_id: branch.id, date, time: best.time }),
        label: `Đặt ${clock(best.time)} tại ${branch.name}`,
      });
    }
  });
  return {
    text: `Dạ, lúc ${when} ${head} không đặt được:\n${lines.join('\n')}`,
    actions: actions.length ? actions : [bookAction(service.id), HANDOVER],
  };
}

function minutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}
