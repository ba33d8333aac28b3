import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, formatAddress, formatAddressLine } from './addresses.js';
import { addressInputSchema } from './schemas.js';

const base = {
  address_line_1: '12 Lý Thường Kiệt',
  address_line_2: null,
  ward: 'Phường Cửa Nam',
  district: null,
  city: 'Hà Nội',
  postal_code: null,
};

describe('formatAddress', () => {
  it('joins the parts that are there, two-tier or three-tier', () => {
    expect(formatAddressLine(base)).toBe('12 Lý Thường Kiệt, Phường Cửa Nam, Hà Nội');
    expect(
      formatAddressLine({
        ...base,
        address_line_2: 'Tầng 3',
        district: 'Quận Hoàn Kiếm',
        postal_code: '100000',
      }),
    ).toBe('12 Lý Thường Kiệt, Tầng 3, Phường Cửa Nam, Quận Hoàn Kiếm, Hà Nội 100000');
  });

  it('names the recipient when there is one', () => {
    expect(
      formatAddress({ ...base, recipient_name: 'Trần Thị B', recipient_phone: '0912345678' }),
    ).toBe('12 Lý Thường Kiệt, Phường Cửa Nam, Hà Nội (Người nhận: Trần Thị B, 0912 345 678)');
    expect(formatAddress({ ...base, recipient_name: null, recipient_phone: null })).toBe(
      '12 Lý Thường Kiệt, Phường Cửa Nam, Hà Nội',
    );
  });

  it('never exceeds what an order keeps', () => {
    const long = 'x'.repeat(255);
    const text = formatAddress({ ...base, address_line_1: long, address_line_2: long, ward: long });
    expect(text.length).toBe(ADDRESS_LIMITS.formattedMax);
  });
});

describe('addressInputSchema', () => {
  it('trims, turns blanks into null and normalises the phone', () => {
    const parsed = addressInputSchema.parse({
      type: 'home',
      address_line_1: '  5 Nguyễn Huệ ',
      address_line_2: '  ',
      ward: 'Phường Sài Gòn',
      city: 'TP. Hồ Chí Minh',
      recipient_phone: '+84 912 345 678',
    });
    expect(parsed).toMatchObject({
      address_line_1: '5 Nguyễn Huệ',
      address_line_2: null,
      district: null,
      recipient_phone: '0912345678',
      postal_code: null,
    });
  });

  it('refuses a bad district only when one is given', () => {
    const ok = addressInputSchema.safeParse({ ...base, type: 'work', district: '' });
    expect(ok.success).toBe(true);
    const bad = addressInputSchema.safeParse({ ...base, type: 'work', district: 'q'.repeat(101) });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Vui lòng nhập quận/huyện!');
  });
});
