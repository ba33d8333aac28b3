/**
 * Vietnamese phone numbers as people type them: `0912 345 678`, `0912.345.678`,
 * `+84 912 345 678`, `84912345678`. `toNationalPhone` turns all of these into the
 * national form `0912345678` that the forms validate; the server stores E.164 (see e164.ts).
 */
export function toNationalPhone(raw: string): string {
  const compact = raw.trim().replace(/[\s.\-()]/g, '');
  if (/^\+84\d{9,10}$/.test(compact)) return `0${compact.slice(3)}`;
  if (/^84\d{9,10}$/.test(compact)) return `0${compact.slice(2)}`;
  return compact;
}

/**
 * The one rule for a Vietnamese phone number, in the national form: a mobile has 10 digits
 * (03, 05, 07, 08 or 09, then 8 digits), a landline 11 (02, the area code, the number). Every
 * form of the web app and every schema of the server checks a phone with it, and the server
 * stores exactly the numbers it passes (`toE164Phone`), so a form never accepts a number the
 * server refuses.
 */
export const VIETNAMESE_PHONE_PATTERN = /^0(?:[35789]\d{8}|2\d{9})$/;

/** A mobile, 10 digits (customer login, registration, password reset): part of the rule above. */
export const MOBILE_PHONE_PATTERN = /^0[35789]\d{8}$/;

/** True when `raw`, typed any usual way, is a Vietnamese mobile or landline number. */
export function isVietnamesePhone(raw: string): boolean {
  return VIETNAMESE_PHONE_PATTERN.test(toNationalPhone(raw));
}

/** True when `raw`, typed any usual way, is a Vietnamese mobile number. */
export function isMobilePhone(raw: string): boolean {
  return MOBILE_PHONE_PATTERN.test(toNationalPhone(raw));
}

/** A phone for display: `+84912345678` -> `0912 345 678`. */
export function formatPhone(phone: string): string {
  const national = toNationalPhone(phone);
  if (/^0\d{9}$/.test(national)) {
    return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  }
  if (/^0\d{10}$/.test(national)) {
    return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  }
  return national;
}
