import {
  foldVietnamese,
  type PublicBranch,
  type PublicProductSummary,
  type PublicServiceSummary,
} from '@salon/shared';
import { editDistance, hasPhrase, nameWords, type Question } from './text.js';

/*
 * Finding what a question names: services and products by the words of their names (rare
 * words count more than common ones, words in their order count more), and branches by their
 * name, ward or city.
 */

/**
 * Words that say nothing about which item it is, in names and in questions (`cổ` of `cổ vai
 * gáy` folds to `co`, like `có`): they count only inside a pair of words in order.
 */
const FILLER = new Set(
  'va and cho voi the of 1 2 trong co khong la gi em anh chi ban toi minh o di den cua nay do thi ma nhe a oi duoc lam mot hai nao sao ve'.split(
    ' ',
  ),
);

/** What people say for the words of the catalogue. */
const SYNONYMS: readonly [string, string][] = [
  ['lam mau', 'nhuom'],
  ['doi mau', 'nhuom'],
  ['nhuom mau', 'nhuom'],
  ['lam xoan', 'uon'],
  ['uon xoan', 'uon'],
  ['mat xa', 'massage'],
  ['matxa', 'massage'],
  ['masage', 'massage'],
  ['wax', 'sap'],
  ['keo vuot', 'sap'],
  ['keo xit', 'gom'],
  ['hilight', 'highlight'],
  ['higlight', 'highlight'],
  ['hi light', 'highlight'],
  ['high light', 'highlight'],
  ['ombre', 'balayage'],
  ['cao rau', 'cao mat tia rau'],
];

/** A word of a question as entity matching reads it. */
export interface QueryWord {
  text: string;
  typed: string;
  /** Only says what is asked (`bao nhiêu`): names nothing. */
  asking: boolean;
  /** Written by a synonym: its diacritics are not the customer's. */
  exact?: boolean;
}

export interface Scored<T> {
  item: T;
  score: number;
}

interface Entry<T> {
  item: T;
  words: string[];
  /** Each folded word's forms as the name writes them (`mai` -> `mái`). */
  forms: Map<string, Set<string>>;
  bigrams: string[];
}

/** The question's words with synonyms written in the catalogue's words. */
export function catalogueWords(question: Question, asking: ReadonlySet<number>): QueryWord[] {
  const words: QueryWord[] = question.words.map((word, index) => ({
    text: word.text,
    typed: word.typed,
    // `mai` typed without its mark is "tomorrow", unless it follows `tóc` (`tóc mái`).
    asking:
      asking.has(index) ||
      (word.typed === 'mai' && !['toc', 'cat'].includes(question.words[index - 1]?.text ?? '')),
  }));
  const out: QueryWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const synonym = SYNONYMS.find(([said]) =>
      said.split(' ').every((part, j) => words[i + j]?.text === part),
    );
    if (synonym) {
      for (const meant of synonym[1].split(' '))
        out.push({ text: meant, typed: meant, asking: false, exact: true });
      i += synonym[0].split(' ').length - 1;
    } else {
      const word = words[i];
      if (word) out.push(word);
    }
  }
  return out;
}

function bigramsOf(words: readonly string[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) pairs.push(`${words[i]} ${words[i + 1]}`);
  return pairs;
}

function typedWords(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A pool of named items (services, or products) to find in questions. */
export class NamePool<T extends { name: string }> {
  readonly #entries: Entry<T>[];
  readonly #weight = new Map<string, number>();

  constructor(items: readonly T[], extraWords: (item: T) => string[] = () => []) {
    this.#entries = items.map((item) => {
      const folded = nameWords(item.name);
      const typed = typedWords(item.name);
      const forms = new Map<string, Set<string>>();
      folded.forEach((word, i) => {
        const set = forms.get(word) ?? new Set<string>();
        set.add(typed[i] ?? word);
        forms.set(word, set);
      });
      const words = [...folded, ...extraWords(item)].filter((word) => !FILLER.has(word));
      return { item, words: [...new Set(words)], forms, bigrams: bigramsOf(folded) };
    });
    const df = new Map<string, number>();
    for (const entry of this.#entries)
      for (const word of entry.words) df.set(word, (df.get(word) ?? 0) + 1);
    const n = this.#entries.length;
    for (const [word, count] of df) this.#weight.set(word, Math.log((n + 1) / (count + 0.5)));
  }

  /** Every word of every name (for mending typos). */
  vocabulary(): string[] {
    return [...this.#weight.keys()];
  }

  weight(word: string): number {
    return this.#weight.get(word) ?? 0;
  }

  /**
   * Items the words name, best first: the weight of the name's words found, plus pairs of words
   * found in the name's order, scaled by how much of the name was found. A word typed with its
   * diacritics finds only the same word (`mãi` is not `mái`); in a question typed with
   * diacritics, a word typed without them counts little. Items below `minimum` are left out: a
   * word most names share (`tóc`) names nothing by itself.
   */
  match(words: readonly QueryWord[], accented: boolean, minimum = 1.2): Scored<T>[] {
    const naming = words.filter((word) => !word.asking);
    const pairs = new Set(bigramsOf(naming.map((word) => word.text)));
    const scored: Scored<T>[] = [];
    for (const entry of this.#entries) {
      let found = 0;
      let total = 0;
      const matched = new Set<string>();
      for (const word of entry.words) total += this.weight(word);
      for (const word of naming) {
        if (matched.has(word.text) || !entry.words.includes(word.text)) continue;
        const factor = accentFactor(word, entry.forms.get(word.text), accented);
        if (factor === 0) continue;
        matched.add(word.text);
        found += this.weight(word.text) * factor;
      }
      // A small catalogue has small weights: half of a name's weight is enough there.
      if (found < Math.min(minimum, total / 2)) continue;
      const inOrder = entry.bigrams.filter((pair) => pairs.has(pair)).length;
      const coverage = total > 0 ? found / total : 0;
      scored.push({ item: entry.item, score: (found + 0.9 * inOrder) * (0.6 + 0.4 * coverage) });
    }
    return scored.sort((a, b) => b.score - a.score);
  }

  /** The words of the item's name the question's words matched. */
  matchedWords(item: T, words: readonly QueryWord[], accented: boolean): Set<string> {
    const entry = this.#entries.find((candidate) => candidate.item === item);
    const found = new Set<string>();
    if (!entry) return found;
    for (const word of words) {
      if (
        !word.asking &&
        entry.forms.has(word.text) &&
        accentFactor(word, entry.forms.get(word.text), accented) === 1
      ) {
        found.add(word.text);
      }
    }
    return found;
  }
}

/** How much a question's word counts for a name's word with the same folded form. */
function accentFactor(
  word: QueryWord,
  forms: ReadonlySet<string> | undefined,
  accented: boolean,
): number {
  if (word.exact || !forms) return 1;
  if (foldVietnamese(word.typed) !== word.text) return 1; // shorthand written out
  if (word.typed !== word.text) return forms.has(word.typed) ? 1 : 0;
  if (!accented || forms.has(word.typed)) return 1;
  return 0.1;
}

/** The best item, or the few that tie for it (an ambiguous question). */
export function pick<T>(scored: readonly Scored<T>[]): { best: T | null; ties: T[] } {
  const first = scored[0];
  if (!first) return { best: null, ties: [] };
  // Close scores, or a lead that only a common word (`tóc`) makes, leave the choice open.
  const close = scored.filter(
    (entry) => entry.score >= first.score * 0.85 || first.score - entry.score < 1,
  );
  if (close.length === 1) return { best: first.item, ties: [] };
  return { best: null, ties: close.slice(0, 4).map((entry) => entry.item) };
}

export type CatalogueItem =
  { kind: 'service'; item: PublicServiceSummary } | { kind: 'product'; item: PublicProductSummary };

/* Branches. */

/** Folded city names and what people call them. */
const CITY_ALIASES: readonly [string, readonly string[]][] = [
  ['ho chi minh', ['ho chi minh', 'sai gon', 'thanh pho', 'tp ho chi minh']],
  ['ha noi', ['ha noi', 'thu do']],
  ['da nang', ['da nang']],
  ['can tho', ['can tho']],
  ['hai phong', ['hai phong']],
];

export interface BranchKeys {
  branch: PublicBranch;
  /** Its own name without the company's (`nguyen hue`). */
  own: string;
  /** Its ward (`hoan kiem`). */
  ward: string | null;
  /** Its city (`ha noi`), folded. */
  city: string | null;
}

function commonPrefix(names: readonly string[][]): number {
  if (names.length < 2) return 0;
  let length = 0;
  const first = names[0] ?? [];
  while (length < first.length && names.every((words) => words[length] === first[length])) length++;
  return length;
}

/** Each branch's name (without what every branch's name shares), ward and city. */
export function branchKeys(branches: readonly PublicBranch[]): BranchKeys[] {
  const names = branches.map((branch) => nameWords(branch.name));
  const shared = commonPrefix(names);
  return branches.map((branch, index) => {
    const parts = branch.address.split(',').map((part) => foldVietnamese(part).trim());
    const wardPart = parts.find((part) => /^(phuong|xa|dac khu) /.test(part));
    const cityPart = parts.at(-1) ?? '';
    const city = CITY_ALIASES.find(([name]) => cityPart.includes(name))?.[0] ?? null;
    return {
      branch,
      own: (names[index] ?? []).slice(shared).join(' '),
      ward: wardPart ? wardPart.replace(/^(phuong|xa|dac khu) /, '') : null,
      city,
    };
  });
}

/** Does the question hold the phrase, or the phrase with one typing slip? */
function holdsLoosely(words: readonly string[], phrase: string): boolean {
  if (!phrase) return false;
  const text = words.join(' ');
  if (hasPhrase(text, phrase)) return true;
  const size = phrase.split(' ').length;
  if (phrase.length < 7) return false;
  for (let i = 0; i + size <= words.length; i++) {
    if (editDistance(words.slice(i, i + size).join(' '), phrase, 1) <= 1) return true;
  }
  return false;
}

/**
 * The branches a question names: by name or ward (one branch), else by city (its branches).
 * Empty when it names none.
 */
export function findBranches(question: Question, keys: readonly BranchKeys[]): PublicBranch[] {
  const words = question.words.map((word) => word.text);
  const byName = keys.filter(
    (key) =>
      holdsLoosely(words, key.own) ||
      (key.ward !== null && holdsLoosely(words, `phuong ${key.ward}`)),
  );
  if (byName.length > 0) return byName.map((key) => key.branch);
  const byWard = keys.filter(
    (key) => key.ward !== null && key.ward !== 'sai gon' && holdsLoosely(words, key.ward),
  );
  if (byWard.length > 0) return byWard.map((key) => key.branch);
  const text = words.join(' ');
  for (const [city, aliases] of CITY_ALIASES) {
    if (
      aliases.some((alias) => hasPhrase(text, alias)) ||
      (city === 'ha noi' && /\bhn\b/.test(text))
    ) {
      return keys.filter((key) => key.city === city).map((key) => key.branch);
    }
  }
  return [];
}

/** Words of the branches' names, wards and cities (for mending typos). */
export function branchVocabulary(keys: readonly BranchKeys[]): string[] {
  return keys
    .flatMap((key) => [key.own, key.ward ?? '', key.city ?? ''].join(' ').split(' '))
    .filter(Boolean);
}
