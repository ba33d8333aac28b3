const currency = new Intl.NumberFormat('vi-VN');

/** 150000 -> "150.000 ₫" */
export function formatVnd(amount: number): string {
  return `${currency.format(amount)} ₫`;
}
