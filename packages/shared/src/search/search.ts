/** The header search (storefront §2 search modal, §5, §8, §9). */
import type { PublicProductSummary, PublicServiceSummary } from '../catalog/dto.js';

export const SEARCH_LIMITS = {
  /** Results of each kind (products, services) in one answer. */
  perType: 5,
  /** Longer terms are cut to this many characters, not refused. */
  termMax: 100,
  debounceMs: 500,
  /** Descriptions in results are cut at this many characters. */
  descriptionMax: 80,
} as const;

export const SEARCH_MESSAGES = {
  failed: 'Có lỗi xảy ra khi tìm kiếm',
  noResults: (term: string) => `Không tìm thấy kết quả cho "${term}"`,
  placeholder: 'Tìm dịch vụ, sản phẩm…',
  prompt: 'Nhập tên dịch vụ hoặc sản phẩm để tìm kiếm',
} as const;

export interface SearchResults {
  /** The term as searched (trimmed and cut). */
  query: string;
  services: PublicServiceSummary[];
  products: PublicProductSummary[];
}

/** `text` cut to `max` characters with an ellipsis, on a word boundary when one is near. */
export function cutText(text: string | null | undefined, max: number): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
