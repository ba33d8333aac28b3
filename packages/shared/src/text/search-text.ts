import { foldVietnamese } from './fold.js';

/*
 * How the product searches, everywhere (storefront, account, back office; server and web).
 *
 * 1. Folding: lower case, no diacritics, `đ` reads as `d` (`foldVietnamese`): `cat toc` finds
 *    `Cắt tóc`.
 * 2. Word starts: a search word matches where a word of the text begins, never inside a word.
 *    `uốn` finds `Uốn lạnh` and `tóc uốn`, not `khuôn` or `suôn`; `hủy` finds `hủy lịch`, not
 *    `chuyển`. A word may be the start of a longer one (`nhuo` finds `Nhuộm`). A word begins at
 *    the start of the text or after anything that is not a letter or a digit (`oreal` finds
 *    `L'Oréal`). A search word that begins with a sign (`%`, `_`, `#`) matches anywhere: signs are
 *    never inside words. Every word of the term must match (AND), in any order.
 * 3. Ranking: name hits first. An item whose name holds every word comes first, then one whose
 *    name holds some, then the rest; within each group the list keeps its own order.
 *
 * Codes (order numbers, SKUs, supplier codes, phone numbers) are not words: they match anywhere.
 *
 * In SQL: a stored search text (`buildSearchText`) is matched with
 * `(' ' || search_text) LIKE wordStartLikePattern(word) ESCAPE '\'`, which is exactly
 * `matchesWordStart`; the ranking reads a stored `search_name` (`buildSearchText(name)`).
 */

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** A sign followed by a letter or digit: a word starts there. */
const SIGN_BEFORE_WORD = /([^\p{L}\p{N}\s])(?=[\p{L}\p{N}])/gu;

/**
 * What search matches against: every part folded into one line, with a space after a sign that
 * comes right before a word (`Dầu gội L'Oréal 50%` -> `dau goi l' oreal 50%`), so that every
 * word of the text starts the text or follows a space.
 */
export function buildSearchText(...parts: (string | null | undefined)[]): string {
  return foldVietnamese(parts.filter(Boolean).join(' ')).replace(SIGN_BEFORE_WORD, '$1 ');
}

/** The words of a search term, folded; empty when the term is blank. */
export function searchWords(term: string | null | undefined): string[] {
  return term ? foldVietnamese(term).split(' ').filter(Boolean) : [];
}

/**
 * What to look for in `' ' + searchText` to find a word at a word start: the word in search-text
 * form, after a space when it begins with a letter or digit (a sign matches anywhere).
 */
function wordNeedle(word: string): string {
  const form = buildSearchText(word);
  return WORD_CHAR.test(form.charAt(0)) ? ` ${form}` : form;
}

/** Does the word start a word of the text? `text` is a `buildSearchText` result. */
export function matchesWordStart(text: string, word: string): boolean {
  const needle = wordNeedle(word);
  return needle.trim() !== '' && ` ${text}`.includes(needle);
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern with `ESCAPE '\'`. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `matchesWordStart` for SQL: the pattern of `(' ' || search_text) LIKE ? ESCAPE '\'`. Plain
 * LIKE on text that is already folded, so it works the same on SQLite and PostgreSQL.
 */
export function wordStartLikePattern(word: string): string {
  return `%${escapeLikePattern(wordNeedle(word))}%`;
}

/** Does a code (order number, SKU, phone) hold the word anywhere? Spaces and case ignored. */
export function matchesCode(code: string, word: string): boolean {
  const compact = (text: string) => foldVietnamese(text).replace(/\s+/g, '');
  const needle = compact(word);
  return needle !== '' && compact(code).includes(needle);
}

/** Where an item's hits fall: lower ranks come first. */
export const SEARCH_RANK = {
  /** Every word is in the name. */
  allInName: 0,
  /** Some words are in the name. */
  someInName: 1,
  /** The words are elsewhere (description, category, codes). */
  elsewhere: 2,
} as const;
export type SearchRank = (typeof SEARCH_RANK)[keyof typeof SEARCH_RANK];

/** What one item offers to search. */
export interface Searchable {
  /** Its name (title, question): hits here rank first. */
  name?: string | null | undefined;
  /** Other text, matched at word starts: description, category, address, author. */
  text?: readonly (string | null | undefined)[];
  /** Codes, matched anywhere: order number, SKU, phone numbers. */
  codes?: readonly (string | null | undefined)[];
}

/** The rank of an item for the words, or null when some word matches nowhere. */
export function searchRank(words: readonly string[], item: Searchable): SearchRank | null {
  const name = buildSearchText(item.name);
  const text = buildSearchText(...(item.text ?? []));
  const codes = (item.codes ?? []).filter((code): code is string => Boolean(code));
  let inName = 0;
  for (const word of words) {
    if (matchesWordStart(name, word)) inName++;
    else if (!matchesWordStart(text, word) && !codes.some((code) => matchesCode(code, word))) {
      return null;
    }
  }
  if (inName === words.length) return SEARCH_RANK.allInName;
  return inName > 0 ? SEARCH_RANK.someInName : SEARCH_RANK.elsewhere;
}

/** Does the item match every word? (No words: every item matches.) */
export function matchesSearch(words: readonly string[], item: Searchable): boolean {
  return searchRank(words, item) !== null;
}

/**
 * The items that match every word, name hits first, otherwise in their given order. No words:
 * the items as they are.
 */
export function searchItems<T>(
  items: readonly T[],
  words: readonly string[],
  searchable: (item: T) => Searchable,
): T[] {
  if (words.length === 0) return [...items];
  return items
    .map((item, index) => ({ item, index, rank: searchRank(words, searchable(item)) }))
    .filter((entry): entry is typeof entry & { rank: SearchRank } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}
