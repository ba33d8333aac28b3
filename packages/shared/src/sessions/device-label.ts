/**
 * A readable name for the device behind a user agent: "Chrome trên Windows", "Safari trên
 * iPhone". Only the browser and the system are named; the rest of the agent string says nothing
 * a person recognises.
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bCocCoc\//, 'Cốc Cốc'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bZalo/, 'Zalo'],
  [/\bFBAN|FBAV\//, 'Facebook'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bHeadlessChrome\//, 'Chrome'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE_LABEL = 'Thiết bị không xác định';

export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE_LABEL;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} trên ${system}`;
  if (browser) return browser;
  if (system) return `Trình duyệt trên ${system}`;
  return UNKNOWN_DEVICE_LABEL;
}
