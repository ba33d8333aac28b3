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

/** Customer login and register: 10 digits starting with 0. */
export const MOBILE_PHONE_PATTERN = /^0\d{9}$/;
/** Checkout, booking and staff forms: 10 to 11 digits. */
export const PHONE_10_11_PATTERN = /^\d{10,11}$/;

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
