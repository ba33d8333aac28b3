/** Helpers for demo content: safe HTML descriptions, search text, dates and phone numbers. */
import { buildSearchText, toE164Phone } from '@salon/shared';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface RichText {
  intro: string;
  /** Heading of the list, shown in bold. */
  listTitle: string;
  items: readonly string[];
  /** A closing tip, with a bold lead-in. */
  note?: string;
}

/** Simple, safe HTML: paragraphs, one bullet list, bold lead-ins. */
export function richHtml(text: RichText): string {
  const items = text.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  const note = text.note ? `<p><strong>Lưu ý:</strong> ${escapeHtml(text.note)}</p>` : '';
  return (
    `<p>${escapeHtml(text.intro)}</p>` +
    `<p><strong>${escapeHtml(text.listTitle)}</strong></p>` +
    `<ul>${items}</ul>` +
    note
  );
}

/** Diacritic-free text the search matches against: the shared rule, as the API searches it. */
export const searchText = buildSearchText;

/** E.164 for a Vietnamese number written in the data; a typo in the seed fails loudly. */
export function phoneE164(raw: string): string {
  const phone = toE164Phone(raw);
  if (!phone) throw new Error(`Số điện thoại mẫu không hợp lệ: ${raw}`);
  return phone;
}

/** An ISO timestamp `days` days before `now` (demo rows look added over time). */
export function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}
