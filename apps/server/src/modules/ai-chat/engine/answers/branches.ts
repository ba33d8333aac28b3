import { formatSalonDate, formatSalonWeekday, type PublicBranch } from '@salon/shared';
import type { SalonFacts } from '../../facts/salon-facts.js';
import { clock, dayText, LINKS } from '../phrasing.js';
import type { Part } from '../types.js';

export interface BranchQuestion {
  address: boolean;
  phone: boolean;
  hours: boolean;
}

function hoursText(branch: PublicBranch): string {
  return branch.hours.holiday ? `nghỉ (${branch.hours.holiday})` : branch.working_hours;
}

/**
 * The branches' addresses, phones and hours on a day, as GET /api/public/branches gives them.
 * `asked` says which of the three the question wants (all three when it names none).
 */
export async function branchesPart(
  facts: SalonFacts,
  named: readonly PublicBranch[],
  date: string | null,
  asked: BranchQuestion,
): Promise<Part> {
  const today = facts.today();
  const day = date ?? today;
  const all = await facts.branches(day);
  const ids = new Set(named.map((branch) => branch.id));
  const branches = named.length ? all.filter((branch) => ids.has(branch.id)) : all;
  const every = !asked.address && !asked.phone && !asked.hours;
  const lines = branches.map((branch) => {
    const parts: string[] = [];
    if (every || asked.address) parts.push(`địa chỉ ${branch.address}`);
    if (every || asked.phone) parts.push(`điện thoại ${branch.phone}`);
    if (every || asked.hours)
      parts.push(
        `giờ mở cửa ${day === today ? 'hôm nay' : formatSalonDate(day)}: ${hoursText(branch)}`,
      );
    return `• ${branch.name}: ${parts.join('; ')}`;
  });
  const intro =
    branches.length === 1
      ? 'Dạ, thông tin chi nhánh ạ:'
      : named.length
        ? `Dạ, salon có ${branches.length} chi nhánh ở khu vực này:`
        : `Dạ, salon có ${branches.length} chi nhánh:`;
  const extra: string[] = [];
  if (asked.phone && !named.length) {
    const company = await facts.company();
    extra.push(
      `Hotline chung: ${company.phone} (${clock(company.hotline_hours.open)} – ${clock(company.hotline_hours.close)} hằng ngày).`,
    );
  }
  if (date && date !== today) extra.push(`(Giờ mở cửa tính cho ${dayText(day, today)}.)`);
  return { text: [intro, ...lines, ...extra].join('\n'), actions: [LINKS.contact, LINKS.booking] };
}

/** Whether the branches work on a day, and its holiday when closed. */
export async function openOnDayPart(
  facts: SalonFacts,
  named: readonly PublicBranch[],
  date: string,
): Promise<Part> {
  const today = facts.today();
  const all = await facts.branches(date);
  const ids = new Set(named.map((branch) => branch.id));
  const branches = named.length ? all.filter((branch) => ids.has(branch.id)) : all;
  const closed = branches.filter((branch) => branch.hours.periods.length === 0);
  const lines = branches.map((branch) => `• ${branch.name}: ${hoursText(branch)}`);
  const head =
    closed.length === branches.length
      ? `Dạ, ${dayText(date, today)} salon nghỉ${closed[0]?.hours.holiday ? ` (${closed[0].hours.holiday})` : ''} ạ.`
      : closed.length === 0
        ? `Dạ, ${dayText(date, today)} salon vẫn mở cửa ạ:`
        : `Dạ, ${dayText(date, today)} một số chi nhánh nghỉ:`;
  return {
    text:
      closed.length === branches.length && branches.length > 1 ? head : [head, ...lines].join('\n'),
    actions: closed.length === branches.length ? [LINKS.contact] : [LINKS.booking, LINKS.contact],
  };
}

/** The coming days the salon closes. */
export async function holidaysPart(facts: SalonFacts, limit = 6): Promise<Part> {
  const branches = await facts.branches();
  const days = await facts.holidays(branches.map((branch) => branch.id));
  if (days.length === 0) {
    return {
      text: 'Dạ, trong năm tới salon chưa có ngày nghỉ lễ nào được lên lịch ạ.',
      actions: [LINKS.contact],
    };
  }
  const everyBranch = branches.length;
  const lines = days.slice(0, limit).map((day) => {
    const where =
      day.branch_ids.length === everyBranch
        ? 'tất cả chi nhánh'
        : branches
            .filter((branch) => day.branch_ids.includes(branch.id))
            .map((branch) => branch.name)
            .join(', ');
    return `• ${formatSalonWeekday(day.date)}, ${formatSalonDate(day.date)}: ${day.name} (${where} nghỉ)`;
  });
  return {
    text: `Dạ, các ngày nghỉ sắp tới của salon:\n${lines.join('\n')}`,
    actions: [LINKS.contact],
  };
}
