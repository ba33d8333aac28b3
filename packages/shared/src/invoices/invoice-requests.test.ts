import { describe, expect, it } from 'vitest';
import {
  hasReceipt,
  invoiceRequestSchema,
  INVOICE_MESSAGES as M,
  isVietnameseTaxCode,
} from './invoice-requests.js';

describe('Vietnamese tax codes', () => {
  it('accepts 10 digits and 10-3 digits', () => {
    expect(isVietnameseTaxCode('0301234567')).toBe(true);
    expect(isVietnameseTaxCode('0301234567-001')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const code of [
      '030123456',
      '03012345678',
      '0301234567-01',
      '0301234567-0011',
      '030123456a',
      ' 0301234567-',
      'abcdefghij',
      '0301234567 001',
    ])
      expect(isVietnameseTaxCode(code), code).toBe(false);
  });
});

describe('the VAT invoice request form', () => {
  const good = {
    company_name: 'Công ty TNHH Hoa Mai',
    tax_code: ' 0312345678-002 ',
    company_address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    email: 'KeToan@HoaMai.vn',
  };
  it('trims and lower-cases what it keeps', () => {
    expect(invoiceRequestSchema.parse(good)).toEqual({
      ...good,
      tax_code: '0312345678-002',
      email: 'ketoan@hoamai.vn',
    });
  });
  it('says what is wrong in Vietnamese', () => {
    const result = invoiceRequestSchema.safeParse({
      ...good,
      tax_code: '12345',
      email: 'x',
      company_name: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([M.taxCodeInvalid, M.emailInvalid, M.companyNameRequired]),
    );
  });
});

describe('which orders have a receipt', () => {
  it('paid orders, completed or not, but not refunded, unpaid or cancelled ones', () => {
    expect(hasReceipt({ status: 'paid', payment_status: 'paid' })).toBe(true);
    expect(hasReceipt({ status: 'completed', payment_status: 'paid' })).toBe(true);
    expect(hasReceipt({ status: 'completed', payment_status: 'refunded' })).toBe(false);
    expect(hasReceipt({ status: 'pending', payment_status: 'pending' })).toBe(false);
    expect(hasReceipt({ status: 'cancelled', payment_status: 'paid' })).toBe(false);
  });
});
