/*
 * Numbers written the Vietnamese way ('1.250.000', '4,5'), as Intl.NumberFormat('vi-VN') writes
 * them. Not Intl itself: the first vi-VN number format a page makes loads the locale's data, a
 * blocking ~40 ms on a mid-range phone during the storefront's first load, for two separators.
 */

/**
 * `value` with '.' between thousands and ',' before at most `fractionDigits` decimals (3 by
 * default, as Intl). Like Intl it rounds the number as written (4.35 → '4,4'), half away from 0.
 */
export function formatViNumber(value: number, fractionDigits = 3): string {
  const written = Math.abs(value).toString();
  if (!Number.isFinite(value) || written.includes('e')) {
    return new Intl.NumberFormat('vi-VN', { maximumFractionDigits: fractionDigits }).format(value);
  }
  const [whole = '0', fraction = ''] = written.split('.');
  let digits = BigInt(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  if ((fraction[fractionDigits] ?? '0') >= '5') digits += 1n;
  const all = digits.toString().padStart(fractionDigits + 1, '0');
  const kept = all.slice(0, all.length - fractionDigits);
  const decimals = all.slice(all.length - fractionDigits).replace(/0+$/, '');
  const grouped = kept.replace(/\B(?=(\d{3})+$)/g, '.');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}
