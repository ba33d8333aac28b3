import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isVietnamesePhone, toNationalPhone } from './phone.js';

/**
 * The one identity of a phone number: E.164 (`+84912345678`), or null when the text is not a
 * valid Vietnamese number. A number must pass the shared rule (`isVietnamesePhone`, the one the
 * forms check) as well as libphonenumber's, so the server never refuses what a form accepted.
 * Kept apart from phone.ts so the web bundle does not carry the phone-number metadata.
 */
export function toE164Phone(raw: string): string | null {
  if (!isVietnamesePhone(raw)) return null;
  const parsed = parsePhoneNumberFromString(toNationalPhone(raw), {
    defaultCountry: 'VN',
    extract: false,
  });
  if (!parsed || parsed.country !== 'VN' || !parsed.isValid()) return null;
  return parsed.number;
}
