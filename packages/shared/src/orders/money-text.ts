/** 1250000 → "1.250.000 ₫": the same text on the server (messages, e-mails) and in the browser. */
export function formatVndText(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(amount)));
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
}
