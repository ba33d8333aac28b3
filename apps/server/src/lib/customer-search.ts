import { buildSearchText, matchesWordStart, searchWords } from '@salon/shared';

/**
 * One folded word of a staff search box and what it can match on a customer: the stored names
 * in which it starts a word (the search rule of @salon/shared, applied in code, as SQL cannot
 * fold Vietnamese on both engines), and its digits for the phone.
 */
export interface CustomerSearchWord {
  word: string;
  /** Customer names (as stored) in which the word starts a word. */
  names: readonly string[];
  /** The digits of the word, for the phone, when it has at least three. */
  digits: string | null;
}

export async function customerSearchWords(
  search: string | undefined,
  loadNames: () => Promise<readonly string[]>,
): Promise<CustomerSearchWord[]> {
  const words = searchWords(search);
  if (words.length === 0) return [];
  const names = (await loadNames()).map((name) => ({ name, text: buildSearchText(name) }));
  return words.map((word) => {
    let digits = word.replace(/\D/g, '');
    // Phones are stored as +84…: a typed leading 0 is the country code's place.
    if (digits.startsWith('0')) digits = digits.slice(1);
    return {
      word,
      names: names.filter((entry) => matchesWordStart(entry.text, word)).map((entry) => entry.name),
      digits: digits.length >= 3 ? digits : null,
    };
  });
}
