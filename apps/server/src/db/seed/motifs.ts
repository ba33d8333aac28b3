/**
 * Stylised salon objects, each drawn in a 200x200 box (centre 100,100) and placed with
 * `place()`. Colours come in; no text is drawn.
 */

export interface Ink {
  /** Main fill. */
  main: string;
  /** Darker outline / metal. */
  dark: string;
  /** Light highlight / label. */
  light: string;
  /** Second colour (swatches, caps). */
  accent: string;
}

export function scissors(ink: Ink): string {
  return (
    `<path d="M116 124 C104 100 78 58 42 14 C62 52 84 90 98 118 Z" fill="${ink.light}" stroke="${ink.dark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M84 124 C96 100 122 58 158 14 C138 52 116 90 102 118 Z" fill="${ink.light}" stroke="${ink.dark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M112 122 L124 144 M88 122 L76 144" stroke="${ink.main}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="70" cy="162" r="20" fill="none" stroke="${ink.main}" stroke-width="10"/>` +
    `<circle cx="130" cy="162" r="20" fill="none" stroke="${ink.main}" stroke-width="10"/>` +
    `<circle cx="100" cy="110" r="6" fill="${ink.dark}"/>`
  );
}

export function comb(ink: Ink): string {
  let teeth = '';
  for (let x = 30, i = 0; x <= 166; x += 8, i += 1) {
    const length = i % 2 === 0 ? 62 : 50;
    teeth += `<rect x="${x}" y="86" width="4.5" height="${length}" rx="2.2" fill="${ink.main}"/>`;
  }
  return (
    teeth +
    `<rect x="22" y="62" width="156" height="30" rx="12" fill="${ink.main}"/>` +
    `<rect x="30" y="68" width="100" height="6" rx="3" fill="${ink.light}" fill-opacity="0.7"/>`
  );
}

export function razor(ink: Ink): string {
  return (
    `<path d="M30 70 L140 70 Q160 70 160 88 L160 96 L30 96 Z" fill="${ink.light}" stroke="${ink.dark}" stroke-width="3"/>` +
    `<rect x="30" y="88" width="130" height="8" fill="${ink.dark}" fill-opacity="0.25"/>` +
    `<circle cx="152" cy="83" r="5" fill="${ink.dark}"/>` +
    `<path d="M150 90 Q175 120 168 180 Q160 186 152 180 Q158 128 140 100 Z" fill="${ink.main}" stroke="${ink.dark}" stroke-width="2"/>`
  );
}

/** A springy curl: the perm motif. */
export function curl(ink: Ink): string {
  let loops = '';
  for (let k = 0; k < 6; k += 1) {
    const cx = 58 + k * 17;
    const cy = 44 + k * 23;
    loops += `<ellipse cx="${cx}" cy="${cy}" rx="30" ry="15" transform="rotate(-28 ${cx} ${cy})" fill="none" stroke="${k % 2 === 0 ? ink.main : ink.dark}" stroke-width="8" stroke-linecap="round"/>`;
  }
  return loops + `<circle cx="150" cy="170" r="9" fill="${ink.accent}"/>`;
}

/** A fan of colour swatches: the colouring motif. `hues` are full colours. */
export function swatchFan(ink: Ink, colours: readonly string[]): string {
  const angles = [-48, -24, 0, 24, 48];
  let out = '';
  angles.forEach((angle, i) => {
    const colour = colours[i % colours.length] ?? ink.main;
    out +=
      `<g transform="rotate(${angle} 100 176)">` +
      `<rect x="84" y="20" width="32" height="164" rx="14" fill="${colour}" stroke="#ffffff" stroke-width="3"/>` +
      `<rect x="92" y="32" width="16" height="40" rx="8" fill="#ffffff" fill-opacity="0.35"/>` +
      `</g>`;
  });
  return out + `<circle cx="100" cy="170" r="10" fill="${ink.dark}"/>`;
}

export function droplet(ink: Ink): string {
  return (
    `<path d="M100 20 C100 20 50 92 50 128 A50 50 0 0 0 150 128 C150 92 100 20 100 20 Z" fill="${ink.main}" stroke="#ffffff" stroke-width="4"/>` +
    `<ellipse cx="80" cy="124" rx="10" ry="22" transform="rotate(20 80 124)" fill="#ffffff" fill-opacity="0.55"/>` +
    leaf(ink.accent, 146, 150, -30) +
    leaf(ink.accent, 56, 162, 200)
  );
}

function leaf(colour: string, x: number, y: number, angle: number): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M0 0 C14 -18 44 -18 58 0 C44 18 14 18 0 0 Z" fill="${colour}"/>` +
    `<path d="M4 0 L52 0" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>` +
    `</g>`
  );
}

export function bubbles(ink: Ink): string {
  const circles: [number, number, number][] = [
    [92, 96, 46],
    [150, 60, 24],
    [46, 150, 22],
    [146, 150, 30],
    [50, 52, 14],
    [112, 172, 10],
  ];
  return circles
    .map(
      ([cx, cy, r]) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.35" stroke="${ink.main}" stroke-width="4"/>` +
        `<path d="M${cx - r * 0.55} ${cy - r * 0.2} A${r * 0.6} ${r * 0.6} 0 0 1 ${cx - r * 0.1} ${cy - r * 0.6}" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>`,
    )
    .join('');
}

export function flower(ink: Ink): string {
  let petals = '';
  for (let k = 0; k < 6; k += 1) {
    petals += `<ellipse cx="100" cy="58" rx="22" ry="42" transform="rotate(${k * 60} 100 100)" fill="${k % 2 === 0 ? ink.light : ink.main}" stroke="${ink.main}" stroke-width="3"/>`;
  }
  return (
    petals +
    `<circle cx="100" cy="100" r="18" fill="${ink.accent}"/>` +
    `<circle cx="94" cy="94" r="5" fill="#ffffff" fill-opacity="0.7"/>`
  );
}

/** A flowing lock of hair. */
export function hairLock(ink: Ink): string {
  return (
    `<path d="M70 16 C20 60 120 90 70 140 C50 160 60 184 90 188 C70 170 80 150 104 132 C150 96 70 62 112 16 Z" fill="${ink.main}"/>` +
    `<path d="M104 18 C84 56 140 86 112 128" fill="none" stroke="${ink.light}" stroke-width="5" stroke-opacity="0.7" stroke-linecap="round"/>` +
    `<path d="M124 20 C160 60 120 100 150 150" fill="none" stroke="${ink.dark}" stroke-width="6" stroke-linecap="round"/>`
  );
}

/* ---------------------------------------------------------------- products */

export type ProductShape =
  'pump' | 'tube' | 'dropper' | 'jar' | 'spray' | 'dryer' | 'straightener' | 'round-brush' | 'comb';

function label(ink: Ink, x: number, y: number, width: number, height: number): string {
  const cx = x + width / 2;
  const cy = y + height / 2;
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="${ink.light}"/>` +
    `<circle cx="${cx}" cy="${cy - height * 0.12}" r="${Math.min(width, height) * 0.2}" fill="${ink.accent}"/>` +
    `<rect x="${x + width * 0.2}" y="${y + height * 0.72}" width="${width * 0.6}" height="4" rx="2" fill="${ink.dark}" fill-opacity="0.35"/>`
  );
}

function gloss(x: number, y: number, height: number): string {
  return `<rect x="${x}" y="${y}" width="7" height="${height}" rx="3.5" fill="#ffffff" fill-opacity="0.4"/>`;
}

export function productShape(shape: ProductShape, ink: Ink): string {
  switch (shape) {
    case 'pump':
      return (
        `<rect x="96" y="20" width="8" height="18" fill="${ink.dark}"/>` +
        `<rect x="80" y="32" width="40" height="14" rx="4" fill="${ink.dark}"/>` +
        `<path d="M118 36 L148 36 L148 42 L118 42 Z" fill="${ink.dark}"/>` +
        `<rect x="86" y="46" width="28" height="22" rx="4" fill="${ink.accent}"/>` +
        `<rect x="60" y="66" width="80" height="124" rx="16" fill="${ink.main}"/>` +
        label(ink, 66, 106, 68, 50) +
        gloss(70, 76, 100)
      );
    case 'tube':
      return (
        `<rect x="64" y="16" width="72" height="12" rx="2" fill="${ink.dark}"/>` +
        `<path d="M66 28 L134 28 L124 156 Q100 164 76 156 Z" fill="${ink.main}"/>` +
        label(ink, 76, 62, 48, 54) +
        gloss(74, 36, 100) +
        `<rect x="80" y="156" width="40" height="32" rx="6" fill="${ink.accent}"/>`
      );
    case 'dropper':
      return (
        `<rect x="88" y="14" width="24" height="40" rx="12" fill="${ink.dark}"/>` +
        `<rect x="82" y="52" width="36" height="16" rx="3" fill="${ink.accent}"/>` +
        `<rect x="88" y="66" width="24" height="16" fill="${ink.main}" fill-opacity="0.85"/>` +
        `<rect x="58" y="80" width="84" height="110" rx="26" fill="${ink.main}"/>` +
        label(ink, 68, 112, 64, 48) +
        gloss(68, 92, 80)
      );
    case 'jar':
      return (
        `<rect x="38" y="70" width="124" height="34" rx="10" fill="${ink.accent}"/>` +
        `<rect x="44" y="76" width="112" height="6" rx="3" fill="#ffffff" fill-opacity="0.35"/>` +
        `<rect x="44" y="100" width="112" height="88" rx="18" fill="${ink.main}"/>` +
        label(ink, 60, 116, 80, 52) +
        gloss(52, 108, 64)
      );
    case 'spray':
      return (
        `<rect x="90" y="22" width="22" height="20" rx="4" fill="${ink.dark}"/>` +
        `<circle cx="124" cy="30" r="2.5" fill="${ink.dark}"/><circle cx="134" cy="24" r="2" fill="${ink.dark}" fill-opacity="0.6"/><circle cx="136" cy="36" r="2" fill="${ink.dark}" fill-opacity="0.6"/>` +
        `<path d="M70 64 Q100 34 130 64 Z" fill="${ink.accent}"/>` +
        `<rect x="70" y="60" width="60" height="130" rx="10" fill="${ink.main}"/>` +
        label(ink, 74, 96, 52, 60) +
        gloss(76, 68, 110)
      );
    case 'dryer':
      return (
        `<path d="M78 92 L104 92 L116 178 Q104 188 92 180 Z" fill="${ink.dark}"/>` +
        `<rect x="36" y="40" width="118" height="58" rx="29" fill="${ink.main}"/>` +
        `<circle cx="62" cy="69" r="36" fill="${ink.main}" stroke="${ink.dark}" stroke-width="4"/>` +
        `<circle cx="62" cy="69" r="20" fill="${ink.light}"/>` +
        `<circle cx="62" cy="69" r="8" fill="${ink.accent}"/>` +
        `<rect x="150" y="50" width="30" height="38" rx="6" fill="${ink.dark}"/>` +
        `<path d="M186 56 L198 50 M188 69 L200 69 M186 82 L198 88" stroke="${ink.light}" stroke-width="4" stroke-linecap="round"/>` +
        `<rect x="90" y="118" width="14" height="8" rx="3" fill="${ink.accent}"/>`
      );
    case 'straightener':
      return (
        `<g transform="rotate(-9 100 178)"><rect x="82" y="14" width="20" height="170" rx="10" fill="${ink.main}"/><rect x="86" y="20" width="12" height="70" rx="4" fill="${ink.light}"/></g>` +
        `<g transform="rotate(9 100 178)"><rect x="98" y="14" width="20" height="170" rx="10" fill="${ink.dark}"/><rect x="102" y="20" width="12" height="70" rx="4" fill="${ink.light}"/></g>` +
        `<circle cx="100" cy="176" r="10" fill="${ink.accent}"/>` +
        `<path d="M100 186 Q110 196 130 192" fill="none" stroke="${ink.dark}" stroke-width="4"/>`
      );
    case 'round-brush': {
      let bristles = '';
      for (let y = 26; y <= 108; y += 8) {
        bristles += `<path d="M70 ${y} L130 ${y}" stroke="${ink.dark}" stroke-width="3" stroke-linecap="round"/>`;
      }
      return (
        bristles +
        `<rect x="84" y="18" width="32" height="98" rx="12" fill="${ink.main}"/>` +
        `<rect x="90" y="24" width="6" height="84" rx="3" fill="#ffffff" fill-opacity="0.4"/>` +
        `<rect x="92" y="112" width="16" height="78" rx="8" fill="${ink.accent}"/>` +
        `<circle cx="100" cy="182" r="3" fill="${ink.light}"/>`
      );
    }
    case 'comb':
      return `<g transform="rotate(-20 100 100)">${comb(ink)}</g>`;
  }
}

/* ---------------------------------------------------------------- people and places */

/** A head-and-shoulders silhouette for stylist avatars, in a 200x200 box. */
export function portrait(ink: Ink, skin: string, hair: string, longHair: boolean): string {
  const back = longHair
    ? `<path d="M56 86 C50 40 150 40 144 86 L152 150 Q100 170 48 150 Z" fill="${hair}"/>`
    : '';
  const top = longHair
    ? `<path d="M62 84 C60 44 140 44 138 84 C126 64 96 58 74 72 Z" fill="${hair}"/>`
    : `<path d="M62 92 C50 34 150 34 138 92 C136 74 126 64 112 66 C96 58 78 64 72 74 C66 78 64 84 62 92 Z" fill="${hair}"/>`;
  return (
    back +
    `<path d="M34 200 C38 156 66 140 100 140 C134 140 162 156 166 200 Z" fill="${ink.main}"/>` +
    `<path d="M88 122 L112 122 L110 146 Q100 154 90 146 Z" fill="${skin}"/>` +
    `<ellipse cx="100" cy="92" rx="34" ry="40" fill="${skin}"/>` +
    top +
    `<path d="M84 146 L100 164 L116 146" fill="none" stroke="${ink.light}" stroke-width="4"/>`
  );
}

/** A salon storefront filling an 800x600 canvas (drawn in absolute coordinates). */
export function storefront(ink: Ink, wall: string, variant: number): string {
  let stripes = '';
  const stripeCount = 10;
  for (let i = 0; i < stripeCount; i += 1) {
    const x = 150 + i * 50;
    const fill = i % 2 === 0 ? ink.main : '#ffffff';
    stripes +=
      `<path d="M${x} 210 L${x + 50} 210 L${x + 50} 262 Q${x + 25} 286 ${x} 262 Z" fill="${fill}"/>` +
      `<rect x="${x}" y="196" width="50" height="16" fill="${fill}"/>`;
  }
  const plant = (x: number): string =>
    `<path d="M${x - 22} 508 L${x + 22} 508 L${x + 16} 552 L${x - 16} 552 Z" fill="${ink.dark}"/>` +
    `<ellipse cx="${x - 12}" cy="480" rx="14" ry="34" transform="rotate(-22 ${x - 12} 480)" fill="#5f8f6a"/>` +
    `<ellipse cx="${x + 12}" cy="478" rx="14" ry="36" transform="rotate(20 ${x + 12} 478)" fill="#4f7d5b"/>` +
    `<ellipse cx="${x}" cy="470" rx="12" ry="40" fill="#6fa37a"/>`;
  const chair =
    `<rect x="250" y="410" width="80" height="16" rx="6" fill="${ink.dark}"/>` +
    `<rect x="262" y="352" width="56" height="62" rx="12" fill="${ink.accent}"/>` +
    `<rect x="284" y="426" width="12" height="40" fill="${ink.dark}"/>` +
    `<ellipse cx="290" cy="470" rx="34" ry="7" fill="${ink.dark}"/>`;
  const mirror = `<ellipse cx="290" cy="326" rx="36" ry="46" fill="#ffffff" fill-opacity="0.55" stroke="${ink.light}" stroke-width="6"/>`;
  const lamp = (x: number): string =>
    `<path d="M${x} 150 L${x} 172" stroke="${ink.dark}" stroke-width="3"/>` +
    `<path d="M${x - 16} 186 Q${x} 164 ${x + 16} 186 Z" fill="${ink.light}"/>`;
  const upper =
    variant % 2 === 0
      ? `<rect x="200" y="40" width="120" height="90" rx="8" fill="#ffffff" fill-opacity="0.5"/><rect x="340" y="40" width="120" height="90" rx="8" fill="#ffffff" fill-opacity="0.5"/><rect x="480" y="40" width="120" height="90" rx="8" fill="#ffffff" fill-opacity="0.5"/>`
      : `<path d="M230 130 L230 70 Q300 20 370 70 L370 130 Z" fill="#ffffff" fill-opacity="0.5"/><path d="M430 130 L430 70 Q500 20 570 70 L570 130 Z" fill="#ffffff" fill-opacity="0.5"/>`;
  return (
    `<rect x="130" y="0" width="540" height="560" fill="${wall}"/>` +
    `<rect x="130" y="0" width="540" height="560" fill="#ffffff" fill-opacity="0.08"/>` +
    upper +
    `<rect x="200" y="140" width="400" height="50" rx="8" fill="${ink.dark}"/>` +
    `<g transform="translate(400 165) rotate(90) scale(0.2) translate(-100 -100)">${scissors({ ...ink, main: ink.light, light: '#ffffff' })}</g>` +
    stripes +
    lamp(260) +
    lamp(540) +
    `<rect x="180" y="290" width="240" height="220" rx="6" fill="${ink.light}" fill-opacity="0.55" stroke="${ink.dark}" stroke-width="8"/>` +
    mirror +
    chair +
    `<path d="M186 300 L250 300 L196 380 Z" fill="#ffffff" fill-opacity="0.35"/>` +
    `<rect x="450" y="290" width="110" height="220" rx="6" fill="${ink.accent}" stroke="${ink.dark}" stroke-width="8"/>` +
    `<rect x="466" y="310" width="78" height="90" rx="4" fill="#ffffff" fill-opacity="0.45"/>` +
    `<circle cx="544" cy="420" r="6" fill="${ink.light}"/>` +
    `<rect x="120" y="508" width="560" height="22" fill="${ink.dark}"/>` +
    plant(150) +
    plant(650)
  );
}
