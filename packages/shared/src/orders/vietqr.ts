/**
 * VietQR: the EMVCo merchant-presented QR of Napas 247 that every Vietnamese banking app reads.
 * Built here so the QR names this order's exact amount and code, with no outside service.
 */

export interface VietQrInput {
  /** The bank's 6-digit Napas BIN, e.g. 970436 for Vietcombank. */
  bankBin: string;
  accountNumber: string;
  /** Whole đồng; omitted for a QR without an amount. */
  amount?: number | null;
  /** Transfer content (purpose of transaction), ASCII letters, digits and spaces. */
  content?: string | null;
}

const NAPAS_GUID = 'A000000727';
/** Napas service code: transfer to an account number (QRIBFTTC is to a card). */
const TO_ACCOUNT = 'QRIBFTTA';

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo asks, 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function buildVietQrPayload(input: VietQrInput): string {
  const beneficiary = field('00', input.bankBin) + field('01', input.accountNumber);
  const merchant = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TO_ACCOUNT);
  const hasAmount = input.amount !== undefined && input.amount !== null && input.amount > 0;
  let payload =
    field('00', '01') +
    // 11: a QR to use again; 12: one payment with its amount.
    field('01', hasAmount ? '12' : '11') +
    field('38', merchant) +
    field('53', '704') +
    (hasAmount ? field('54', String(Math.round(input.amount as number))) : '') +
    field('58', 'VN');
  if (input.content) payload += field('62', field('08', input.content));
  payload += '6304';
  return payload + crc16Ccitt(payload);
}

/** The transfer content for an order: its number without separators (banks drop them). */
export function transferContentFor(orderNumber: string): string {
  return orderNumber.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** Whether a bank statement line names this order (case, spaces and separators ignored). */
export function transferMentionsOrder(content: string, orderNumber: string): boolean {
  return content
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .includes(transferContentFor(orderNumber));
}
