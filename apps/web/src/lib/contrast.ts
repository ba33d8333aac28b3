/**
 * Colour contrast (WCAG 2): what keeps every text of the back office readable in the light and
 * dark themes. Colours are `#rgb`, `#rrggbb` or `rgb()/rgba()` as the theme tokens write them.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseColor(color: string): Rgba {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    let digits = hex[1] ?? '';
    if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
    const n = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: digits.length === 8 ? n(6) / 255 : 1 };
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text);
  if (rgb) {
    const parts = (rgb[1] ?? '').split(/[\s,/]+/).filter(Boolean);
    const [r = 0, g = 0, b = 0] = parts.slice(0, 3).map(Number);
    const alpha = parts[3];
    const a =
      alpha === undefined ? 1 : alpha.endsWith('%') ? parseFloat(alpha) / 100 : Number(alpha);
    return { r, g, b, a };
  }
  throw new Error(`Not a colour: ${color}`);
}

/** `top` (maybe translucent) painted over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio (1–21) of a text colour on an opaque background. */
export function contrastRatio(text: string, background: string): number {
  const bg = parseColor(background);
  const fg = composite(parseColor(text), { ...bg, a: 1 });
  const [high, low] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/**
 * `color` itself when it reads at `minimum` on `background`, else the nearest mix of it towards
 * white (on a dark background) or black (on a light one) that does: a status colour keeps its hue.
 */
export function readableColor(color: string, background: string, minimum = 4.5): string {
  if (contrastRatio(color, background) >= minimum) return color;
  const bg = parseColor(background);
  const fg = composite(parseColor(color), { ...bg, a: 1 });
  const target = luminance(bg) < 0.18 ? 255 : 0;
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = `#${hex2(fg.r + (target - fg.r) * t)}${hex2(fg.g + (target - fg.g) * t)}${hex2(fg.b + (target - fg.b) * t)}`;
    if (contrastRatio(mixed, background) >= minimum) return mixed;
  }
  return target === 255 ? '#ffffff' : '#000000';
}
