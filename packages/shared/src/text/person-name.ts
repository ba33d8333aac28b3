import { z } from 'zod';

/**
 * The one rule of a person's name, for every field that holds one (customer registration and
 * profile, staff accounts and own profile, booking and checkout contact, contact and support
 * forms, review and question authors, delivery recipients): a name is one line of visible
 * text. Control characters, invisible format characters (zero-width spaces and joiners, the
 * byte-order mark, word joiner, soft hyphen) and bidirectional embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069, which can make a name read backwards in the back
 * office, an e-mail or an SMS) are refused; so is a name that shows nothing.
 */
export const PERSON_NAME_MESSAGES = {
  invalidCharacters:
    'Họ tên không được chứa ký tự điều khiển hoặc ký tự ẩn (ký tự đảo chiều, ký tự độ rộng bằng 0)!',
} as const;

/**
 * Control (Cc: C0, DEL, C1), format (Cf: U+200B–U+200F, U+202A–U+202E, U+2060–U+2064,
 * U+2066–U+2069, U+FEFF, U+00AD...), line and paragraph separators, private-use characters
 * and lone surrogates.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}]/u;

/** Only spaces and characters that draw nothing (Hangul fillers, the blank Braille pattern). */
const BLANK = /^[\s\p{Zs}\u115F\u1160\u2800\u3164\uFFA0]*$/u;

/** What is wrong with a (trimmed) name: `blank`, `invalid` characters, or nothing. */
export function personNameProblem(name: string): 'blank' | 'invalid' | null {
  if (FORBIDDEN.test(name)) return 'invalid';
  if (BLANK.test(name)) return 'blank';
  return null;
}

export interface PersonNameMessages {
  /** Missing, not text, blank or showing nothing. */
  required: string;
  max: string;
  /** With `min`: too short. */
  min?: string;
}

/**
 * A required person's name, trimmed, with the field's own messages for missing, too short and
 * too long, and the one message for forbidden characters.
 */
export function personNameField(
  limits: { min?: number; max: number },
  messages: PersonNameMessages,
) {
  let field = z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine((name) => personNameProblem(name) !== 'invalid', {
      error: PERSON_NAME_MESSAGES.invalidCharacters,
      abort: true,
    })
    .refine((name) => personNameProblem(name) !== 'blank', {
      error: messages.required,
      abort: true,
    });
  if (limits.min !== undefined && limits.min > 1) {
    field = field.min(limits.min, messages.min ?? messages.required);
  }
  return field.max(limits.max, messages.max);
}
