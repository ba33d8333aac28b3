/**
 * Small helpers for building SVG pictures in code: colours, a seeded random source, transforms
 * and the soft salon backgrounds every demo picture sits on. No text is ever drawn (fonts may be
 * missing on the machine that renders them).
 */

export interface Tone {
  /** Base hue in degrees, 0..359. */
  hue: number;
  /** A contrasting hue for accents. */
  accent: number;
}

/** `hsl(h, s%, l%)` as `#rrggbb` (librsvg understands hex everywhere). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(Math.max(saturation, 0), 100) / 100;
  const l = Math.min(Math.max(lightness, 0), 100) / 100;
  const channel = (n: number): string => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Warm salon tones (rose, coral, terracotta, apricot, amber), spread by index. */
export function toneFor(index: number): Tone {
  const hue = (335 + ((index * 37) % 70)) % 360;
  // Accents alternate between a deep plum and a soft teal, both flattering next to warm hues.
  const accent = index % 3 === 2 ? 178 : 322 - ((index * 11) % 30);
  return { hue, accent };
}

/** FNV-1a hash of a string: a stable seed per picture. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Random = () => number;

/** mulberry32: tiny, fast, deterministic. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Places a motif drawn in a 200x200 box: centre at (x, y), `size` px wide, turned `rotate` deg. */
export function place(motif: string, x: number, y: number, size: number, rotate = 0): string {
  const scale = round1((size / 200) * 100) / 100;
  return (
    `<g transform="translate(${round1(x)} ${round1(y)}) rotate(${round1(rotate)}) ` +
    `scale(${scale}) translate(-100 -100)">${motif}</g>`
  );
}

/** The outer `<svg>`: drawn in `width`x`height` units, rendered at `outWidth`x`outHeight` px. */
export function svgDocument(
  width: number,
  height: number,
  outWidth: number,
  outHeight: number,
  defs: string,
  body: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" ` +
    `viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

export interface Backdrop {
  defs: string;
  body: string;
}

/**
 * A soft diagonal gradient, a few glowing blobs and flowing hair-strand waves. `id` keeps the
 * gradient ids unique inside one document.
 */
export function salonBackdrop(
  width: number,
  height: number,
  tone: Tone,
  random: Random,
  id = 'bg',
): Backdrop {
  const { hue, accent } = tone;
  const defs =
    `<linearGradient id="${id}-base" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue + 8, 78, 95)}"/>` +
    `<stop offset="0.55" stop-color="${hsl(hue, 66, 86)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue - 10, 52, 72)}"/>` +
    `</linearGradient>` +
    `<radialGradient id="${id}-glow">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>` +
    `</radialGradient>` +
    `<radialGradient id="${id}-accent">` +
    `<stop offset="0" stop-color="${hsl(accent, 55, 70)}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${hsl(accent, 55, 70)}" stop-opacity="0"/>` +
    `</radialGradient>`;

  const blobs = [
    `<circle cx="${round1(width * between(random, 0.55, 0.8))}" cy="${round1(height * between(random, 0.25, 0.5))}" r="${round1(height * 0.62)}" fill="url(#${id}-glow)"/>`,
    `<circle cx="${round1(width * between(random, 0.0, 0.25))}" cy="${round1(height * between(random, 0.7, 1))}" r="${round1(height * between(random, 0.45, 0.65))}" fill="url(#${id}-accent)"/>`,
    `<circle cx="${round1(width * between(random, 0.85, 1))}" cy="${round1(height * between(random, 0, 0.2))}" r="${round1(height * 0.35)}" fill="url(#${id}-accent)"/>`,
  ].join('');

  return {
    defs,
    body:
      `<rect width="${width}" height="${height}" fill="url(#${id}-base)"/>` +
      blobs +
      hairWaves(width, height, random, '#ffffff', 7) +
      hairWaves(width, height, random, hsl(hue - 15, 45, 45), 3) +
      sparkles(width, height, random, 5),
  };
}

/** Flowing strands across the picture, like hair in the wind. */
export function hairWaves(
  width: number,
  height: number,
  random: Random,
  colour: string,
  count: number,
): string {
  const startY = between(random, 0.15, 0.55) * height;
  const spread = between(random, 0.06, 0.12) * height;
  const lift = between(random, -0.35, 0.35) * height;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const y = startY + i * spread * 0.5;
    const c1 = y - height * 0.35 + lift + between(random, -20, 20);
    const c2 = y + height * 0.3 - lift + between(random, -20, 20);
    const end = y + between(random, -0.2, 0.2) * height;
    const d =
      `M${round1(-width * 0.05)} ${round1(y)} ` +
      `C${round1(width * 0.3)} ${round1(c1)} ${round1(width * 0.65)} ${round1(c2)} ` +
      `${round1(width * 1.05)} ${round1(end)}`;
    const strokeWidth = round1(between(random, 1.5, 6) * (width / 800));
    const opacity = round1(between(random, 0.18, 0.45) * 100) / 100;
    out += `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${strokeWidth}" stroke-opacity="${opacity}" stroke-linecap="round"/>`;
  }
  return out;
}

/** Four-pointed glints. */
export function sparkles(width: number, height: number, random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = between(random, 0.05, 0.95) * width;
    const y = between(random, 0.05, 0.95) * height;
    const r = between(random, 5, 12) * (width / 800);
    out += place(SPARKLE, x, y, r * 2, between(random, 0, 45));
  }
  return out;
}

export const SPARKLE =
  '<path d="M100 20 Q110 90 180 100 Q110 110 100 180 Q90 110 20 100 Q90 90 100 20 Z" fill="#ffffff" fill-opacity="0.85"/>';

/** A soft floor shadow under an object centred at (x, y). */
export function floorShadow(x: number, y: number, rx: number, ry: number, hue: number): string {
  return `<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(rx)}" ry="${round1(ry)}" fill="${hsl(hue - 10, 45, 35)}" fill-opacity="0.18"/>`;
}
