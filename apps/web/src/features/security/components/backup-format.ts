/** 2,3 MB; 512 kB; 900 B (Vietnamese decimal comma). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('vi-VN', { maximumFractionDigits: digits })} ${units[unit]}`;
}

/** 850 ms; 4,2 giây; 3 phút 5 giây. */
export function formatMs(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) {
    return `${seconds.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} giây`;
  }
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} phút ${whole % 60} giây`;
}

/** An age or span in seconds: 'vừa xong', '12 phút', '5 giờ', '3 ngày'. */
export function formatSpan(seconds: number): string {
  if (seconds < 60) return 'vừa xong';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} phút`;
  if (seconds < 86_400 * 2) return `${Math.floor(seconds / 3600)} giờ`;
  return `${Math.floor(seconds / 86_400)} ngày`;
}

/** The schedule in words: 'Hằng ngày', 'Mỗi 6 giờ'. */
export function formatInterval(hours: number): string {
  if (hours === 24) return 'Hằng ngày';
  if (hours % 24 === 0) return `Mỗi ${hours / 24} ngày`;
  return `Mỗi ${hours} giờ`;
}

/** How long ago: 'Vừa xong', '5 giờ trước'. */
export function formatAge(seconds: number): string {
  return seconds < 60 ? 'Vừa xong' : `${formatSpan(seconds)} trước`;
}
