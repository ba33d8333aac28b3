import { useBackOfficePreferences } from './back-office-preferences';

/** The page sizes every back-office table offers, with the user's own among them. */
export const TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;

/** What a list's API takes as a page size, when it takes less than 1–100. */
export interface PageSizeRule {
  max?: number;
  /** The only sizes it takes (the appointments desk: 10, 20, 50). */
  only?: readonly number[];
}

/** A list's usual page sizes with the user's preferred one (items per page) among them, ascending. */
export function pageSizeOptionsWith(options: readonly number[], preferred: number): number[] {
  return [...new Set([...options, preferred])].sort((a, b) => a - b);
}

/**
 * The user's items per page as far as the list takes it: capped at its maximum, or the largest
 * of its fixed sizes not above it (its smallest when all are above).
 */
export function preferredPageSize(preferred: number, rule: PageSizeRule = {}): number {
  const size = Math.min(preferred, rule.max ?? preferred);
  if (!rule.only?.length) return size;
  const fitting = rule.only.filter((n) => n <= size);
  return fitting.length ? Math.max(...fitting) : Math.min(...rule.only);
}

/**
 * The rows per page of a table: the size chosen on the table itself (its size changer, or the
 * URL's `per_page`) when there is one, the user's "Số mục mỗi trang" otherwise.
 */
export function tablePageSize(
  chosen: number | undefined,
  preferred: number,
  rule: PageSizeRule = {},
): number {
  return chosen !== undefined && Number.isInteger(chosen) && chosen > 0
    ? chosen
    : preferredPageSize(preferred, rule);
}

/** The sizes a table's size changer offers. */
export function tablePageSizeOptions(preferred: number, rule: PageSizeRule = {}): number[] {
  if (rule.only?.length) return [...rule.only];
  const max = rule.max ?? Infinity;
  return pageSizeOptionsWith(
    TABLE_PAGE_SIZES.filter((n) => n <= max),
    preferredPageSize(preferred, rule),
  );
}

/** Every back-office table's page size and size choices (see `tablePageSize`). */
export function useTablePageSize(chosen?: number, rule: PageSizeRule = {}) {
  const preferred = useBackOfficePreferences().items_per_page;
  return {
    pageSize: tablePageSize(chosen, preferred, rule),
    pageSizeOptions: tablePageSizeOptions(preferred, rule),
  };
}
