import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read over the phone. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** DH-261121-7K3QX9: the salon's day it was placed, then six random characters. */
export function newOrderNumber(salonDay: string): string {
  const day = salonDay.slice(2).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `DH-${day}-${suffix}`;
}
