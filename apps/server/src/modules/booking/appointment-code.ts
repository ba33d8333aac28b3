import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read over the phone. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A code customers and staff can read out: LH-261121-7K3QX9 (the date of the appointment). */
export function newAppointmentCode(appointmentDate: string): string {
  const day = appointmentDate.slice(2).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `LH-${day}-${suffix}`;
}
