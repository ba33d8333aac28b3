/**
 * Whole demo pictures (services, products, branches, banners, categories, stylists) composed from
 * the backdrop and the motifs. Each picture is drawn once in logical units and can be rendered
 * at any output size (main image and thumbnail come from the same drawing).
 */
import {
  bubbles,
  comb,
  curl,
  droplet,
  flower,
  hairLock,
  portrait,
  productShape,
  razor,
  scissors,
  storefront,
  swatchFan,
  type Ink,
  type ProductShape,
} from './motifs.js';
import {
  between,
  floorShadow,
  hashSeed,
  hsl,
  place,
  salonBackdrop,
  seededRandom,
  SPARKLE,
  svgDocument,
  toneFor,
  type Tone,
} from './svg-kit.js';

export interface Picture {
  /** The SVG for an output of `width`x`height` px (the drawing keeps its own aspect ratio). */
  render(width: number, height: number): string;
}

export type ServiceMotif =
  'scissors' | 'barber' | 'razor' | 'curl' | 'swatch' | 'droplet' | 'bubbles' | 'flower' | 'lock';

export type BannerTheme = 'salon' | 'colour' | 'care' | 'shop' | 'bridal';

const HAIR_COLOURS = ['#3b2418', '#7a4a2a', '#b5651d', '#d9a441', '#8e3f6e', '#b03a2e', '#5a3a6e'];

function inkFor(tone: Tone): Ink {
  return {
    main: hsl(tone.hue - 5, 55, 44),
    dark: hsl(tone.hue - 20, 38, 24),
    light: hsl(tone.hue + 10, 75, 93),
    accent: hsl(tone.accent, 45, 52),
  };
}

/** Packaging colours, more varied than the warm backdrops so products tell apart. */
const PACKAGING: readonly Ink[] = [
  { main: '#b23a5a', dark: '#4a1726', light: '#fbe9ee', accent: '#e0a24a' },
  { main: '#2f8f8a', dark: '#143f3d', light: '#e6f6f4', accent: '#d9825b' },
  { main: '#d49a3a', dark: '#5a3a12', light: '#fff4e0', accent: '#8e3f6e' },
  { main: '#3a3a44', dark: '#17171c', light: '#f3ede4', accent: '#c9a25a' },
  { main: '#c0643a', dark: '#52260f', light: '#fdeee4', accent: '#2f8f8a' },
  { main: '#6e3a6e', dark: '#2c142c', light: '#f6e9f6', accent: '#e3b04b' },
  { main: '#7a9a6a', dark: '#2f4427', light: '#f0f6ea', accent: '#c0643a' },
  { main: '#e9d8c4', dark: '#6b4a2e', light: '#ffffff', accent: '#b23a5a' },
  { main: '#a8324a', dark: '#3f0f1b', light: '#fdebef', accent: '#d6b25e' },
];

function packagingInk(index: number): Ink {
  return PACKAGING[(index * 4) % PACKAGING.length] ?? inkFor(toneFor(index));
}

function hairColours(index: number): string[] {
  return HAIR_COLOURS.map((_, i) => HAIR_COLOURS[(i + index) % HAIR_COLOURS.length] ?? '#3b2418');
}

function picture(
  width: number,
  height: number,
  draw: () => { defs: string; body: string },
): Picture {
  const { defs, body } = draw();
  return { render: (w, h) => svgDocument(width, height, w, h, defs, body) };
}

function drawMotif(motif: ServiceMotif, ink: Ink, index: number): string {
  switch (motif) {
    case 'scissors':
      return scissors(ink);
    case 'barber':
      return (
        `<g transform="translate(-18 40) rotate(-14 100 100) scale(0.85)">${comb({ ...ink, main: ink.dark })}</g>` +
        `<g transform="translate(34 -8) scale(0.86)">${scissors(ink)}</g>`
      );
    case 'razor':
      return razor(ink);
    case 'curl':
      return curl(ink);
    case 'swatch':
      return swatchFan(ink, hairColours(index));
    case 'droplet':
      return droplet(ink);
    case 'bubbles':
      return bubbles(ink);
    case 'flower':
      return flower(ink);
    case 'lock':
      return hairLock({ ...ink, main: hairColours(index)[0] ?? ink.main });
  }
}

const COMPANION: Record<ServiceMotif, ServiceMotif> = {
  scissors: 'lock',
  barber: 'razor',
  razor: 'scissors',
  curl: 'lock',
  swatch: 'lock',
  droplet: 'bubbles',
  bubbles: 'droplet',
  flower: 'lock',
  lock: 'scissors',
};

/** A service picture; `variant` 0 is the main image, 1 a second gallery view. */
export function servicePicture(
  motif: ServiceMotif,
  index: number,
  slug: string,
  variant: number,
): Picture {
  return picture(800, 600, () => {
    const random = seededRandom(hashSeed(`${slug}#${variant}`));
    const tone = toneFor(index + variant * 4);
    const ink = inkFor(tone);
    const backdrop = salonBackdrop(800, 600, tone, random);
    const mainX = variant === 0 ? between(random, 470, 560) : between(random, 260, 340);
    const sideX = variant === 0 ? between(random, 170, 240) : between(random, 560, 640);
    const mainSize = between(random, 380, 420);
    const body =
      backdrop.body +
      floorShadow(mainX, 500, 150, 22, tone.hue) +
      place(
        drawMotif(COMPANION[motif], ink, index),
        sideX,
        between(random, 380, 430),
        170,
        between(random, -25, 25),
      ) +
      place(drawMotif(motif, ink, index), mainX, 300, mainSize, between(random, -18, 18));
    return { defs: backdrop.defs, body };
  });
}

/** A product shot: the bottle or tool on a soft podium. */
export function productPicture(shape: ProductShape, index: number, slug: string): Picture {
  return picture(800, 600, () => {
    const random = seededRandom(hashSeed(slug));
    const tone = toneFor(index + 2);
    const ink = inkFor(tone);
    const backdrop = salonBackdrop(800, 600, tone, random);
    const tool =
      shape === 'dryer' || shape === 'straightener' || shape === 'round-brush' || shape === 'comb';
    const podium =
      `<ellipse cx="400" cy="520" rx="230" ry="44" fill="${hsl(tone.hue, 40, 96)}" fill-opacity="0.75"/>` +
      `<ellipse cx="400" cy="512" rx="230" ry="40" fill="#ffffff" fill-opacity="0.6"/>`;
    const side = place(
      tool ? SPARKLE : droplet({ ...ink, main: hsl(tone.accent, 50, 72) }),
      between(random, 150, 210),
      between(random, 150, 230),
      tool ? 60 : 110,
      between(random, -20, 20),
    );
    const body =
      backdrop.body +
      podium +
      side +
      floorShadow(400, 508, 120, 16, tone.hue) +
      place(
        productShape(shape, packagingInk(index)),
        400,
        300,
        440,
        tool ? between(random, -12, 12) : 0,
      );
    return { defs: backdrop.defs, body };
  });
}

export function branchPicture(index: number, slug: string): Picture {
  return picture(800, 600, () => {
    const random = seededRandom(hashSeed(slug));
    const tone = toneFor(index * 3 + 1);
    const ink = inkFor(tone);
    const backdrop = salonBackdrop(800, 600, tone, random);
    const wall = hsl(tone.hue + 15, 35, 80);
    return { defs: backdrop.defs, body: backdrop.body + storefront(ink, wall, index) };
  });
}

/** Wide pictures (1600x600) with an empty left side for a headline laid over them. */
export function bannerPicture(theme: BannerTheme, index: number): Picture {
  return picture(1600, 600, () => {
    const random = seededRandom(hashSeed(`banner-${theme}`));
    const tone = toneFor(index * 5 + 3);
    const ink = inkFor(tone);
    const backdrop = salonBackdrop(1600, 600, tone, random);
    const veil =
      `<linearGradient id="veil" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="${hsl(tone.hue - 15, 40, 22)}" stop-opacity="0.35"/>` +
      `<stop offset="0.5" stop-color="${hsl(tone.hue - 15, 40, 22)}" stop-opacity="0"/>` +
      `</linearGradient>`;
    const bottle = (
      shape: ProductShape,
      x: number,
      y: number,
      size: number,
      hueShift: number,
    ): string =>
      place(
        productShape(shape, inkFor({ hue: tone.hue + hueShift, accent: tone.accent })),
        x,
        y,
        size,
      );
    let cluster = '';
    switch (theme) {
      case 'salon':
        cluster =
          place(comb({ ...ink, main: ink.dark }), 1440, 400, 280, -18) +
          place(scissors(ink), 1180, 290, 460, 14);
        break;
      case 'colour':
        cluster =
          place(hairLock({ ...ink, main: '#7a4a2a' }), 1420, 330, 360, 8) +
          place(swatchFan(ink, hairColours(index)), 1120, 300, 440);
        break;
      case 'care':
        cluster =
          place(bubbles(ink), 1440, 200, 220) +
          bottle('pump', 1130, 330, 380, 0) +
          place(droplet(ink), 1330, 390, 260);
        break;
      case 'shop':
        cluster =
          floorShadow(1240, 520, 330, 30, tone.hue) +
          bottle('dropper', 1000, 360, 300, 20) +
          bottle('pump', 1170, 320, 380, 0) +
          bottle('jar', 1350, 410, 280, -20) +
          bottle('spray', 1500, 350, 330, 35);
        break;
      case 'bridal':
        cluster =
          place(hairLock({ ...ink, main: '#3b2418' }), 1180, 320, 420, -6) +
          place(flower(ink), 1390, 220, 240, 15) +
          place(flower({ ...ink, main: ink.accent }), 1460, 430, 160, -20);
        break;
    }
    return {
      defs: backdrop.defs + veil,
      body: backdrop.body + `<rect width="1600" height="600" fill="url(#veil)"/>` + cluster,
    };
  });
}

export type CategoryArt =
  { kind: 'service'; motif: ServiceMotif } | { kind: 'product'; shape: ProductShape };

export function categoryPicture(art: CategoryArt, index: number, key: string): Picture {
  return picture(800, 600, () => {
    const random = seededRandom(hashSeed(`category-${key}`));
    const tone = toneFor(index * 2 + 5);
    const ink = inkFor(tone);
    const backdrop = salonBackdrop(800, 600, tone, random);
    const motif =
      art.kind === 'service' ? drawMotif(art.motif, ink, index) : productShape(art.shape, ink);
    return {
      defs: backdrop.defs,
      body:
        backdrop.body +
        floorShadow(400, 505, 160, 22, tone.hue) +
        place(motif, 400, 300, 380, art.kind === 'service' ? between(random, -12, 12) : 0),
    };
  });
}

const SKIN_TONES = ['#f1c8a8', '#e6b48f', '#d9a07a', '#f3d2b5'];

export function avatarPicture(index: number, key: string, longHair: boolean): Picture {
  return picture(200, 200, () => {
    const tone = toneFor(index * 2 + 1);
    const ink = inkFor(tone);
    const random = seededRandom(hashSeed(`avatar-${key}`));
    const defs =
      `<linearGradient id="av" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${hsl(tone.hue + 10, 70, 92)}"/>` +
      `<stop offset="1" stop-color="${hsl(tone.hue - 10, 55, 76)}"/>` +
      `</linearGradient>`;
    const skin = SKIN_TONES[index % SKIN_TONES.length] ?? '#f1c8a8';
    const hair = HAIR_COLOURS[Math.floor(between(random, 0, 3))] ?? '#3b2418';
    return {
      defs,
      body:
        `<rect width="200" height="200" fill="url(#av)"/>` + portrait(ink, skin, hair, longHair),
    };
  });
}
