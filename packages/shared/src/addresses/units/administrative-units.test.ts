import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../addresses.js';
import {
  findProvinceByName,
  findWard,
  isKnownWard,
  listProvinces,
  listWards,
  resolveAddressUnits,
} from './index.js';

describe('the data', () => {
  it('holds the 34 provinces and centrally-run cities with their official names', () => {
    const provinces = listProvinces();
    expect(provinces).toHaveLength(34);
    expect(new Set(provinces.map((p) => p.code)).size).toBe(34);
    const names = provinces.map((p) => p.name);
    for (const name of [
      'Thành phố Hồ Chí Minh',
      'Thành phố Hà Nội',
      'Thành phố Hải Phòng',
      'Thành phố Huế',
      'Thành phố Đà Nẵng',
      'Thành phố Cần Thơ',
      'Tỉnh Tuyên Quang',
      'Tỉnh An Giang',
      'Tỉnh Khánh Hòa',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.filter((n) => n.startsWith('Thành phố '))).toHaveLength(6);
    expect(names.filter((n) => n.startsWith('Tỉnh '))).toHaveLength(28);
    expect(provinces[0]).toEqual({ code: '01', name: 'Thành phố Hà Nội', short_name: 'Hà Nội' });
  });

  it('holds the 3,321 wards, communes and special zones', () => {
    const wards = listProvinces().flatMap((p) => listWards(p.code));
    expect(wards).toHaveLength(3321);
    expect(wards.filter((w) => w.name.startsWith('Đặc khu '))).toHaveLength(13);
    expect(listWards('79')).toHaveLength(168);
    expect(listWards('01')).toHaveLength(126);
    expect(listWards('00')).toEqual([]);
  });

  it('knows the new wards', () => {
    const hcm = listWards('79').map((w) => w.name);
    expect(hcm).toEqual(expect.arrayContaining(['Phường Sài Gòn', 'Phường Bến Thành']));
    const hanoi = listWards('01').map((w) => w.name);
    expect(hanoi).toEqual(expect.arrayContaining(['Phường Hoàn Kiếm', 'Phường Ba Đình']));
    expect(hanoi).not.toContain('Phường Hàng Bài');
    expect(listWards('91').map((w) => w.name)).toContain('Đặc khu Phú Quốc');
  });

  it('lists wards alphabetically and hands out copies', () => {
    const names = listWards('46').map((w) => w.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('vi').compare));
    listWards('46')[0]!.name = 'changed';
    expect(listWards('46')[0]!.name).not.toBe('changed');
  });
});

describe('findProvinceByName', () => {
  it.each([
    ['Thành phố Hồ Chí Minh', '79'],
    ['Hồ Chí Minh', '79'],
    ['ho chi minh', '79'],
    ['TP.HCM', '79'],
    ['TP. Hồ Chí Minh', '79'],
    ['tphcm', '79'],
    ['Hà Nội', '01'],
    ['THÀNH PHỐ HÀ NỘI', '01'],
    ['ha noi', '01'],
    ['Tỉnh Tuyên Quang', '08'],
    ['T.P Hà Nội', '01'],
    ['Tỉnh Hà Tĩnh', '42'],
    ['Hà Tĩnh', '42'],
    ['Tuyên Quang', '08'],
    ['tinh khanh hoa', '56'],
    ['Khánh Hoà', '56'],
    ['  Đà   Nẵng ', '48'],
    ['79', '79'],
  ])('reads %s', (name, code) => {
    expect(findProvinceByName(name)?.code).toBe(code);
  });

  it.each(['Hà Giang', 'Bình Dương', 'Quận 1', '', '   ', null, undefined, 'Paris'])(
    'knows no province %s',
    (name) => {
      expect(findProvinceByName(name)).toBeNull();
    },
  );
});

describe('findWard and isKnownWard', () => {
  it('finds a ward of the province whatever the diacritics, case or tone-mark placement', () => {
    expect(findWard('TP.HCM', 'phuong ben thanh')).toEqual({
      code: expect.any(String),
      name: 'Phường Bến Thành',
    });
    expect(findWard('Hà Nội', 'PHƯỜNG HOÀN KIẾM')?.name).toBe('Phường Hoàn Kiếm');
    expect(findWard('Thành phố Đà Nẵng', 'Phường Hòa Cường')?.name).toMatch(/^Phường Ho(à|a)/);
    expect(findWard('Tỉnh An Giang', 'Đặc khu Phú Quốc')?.name).toBe('Đặc khu Phú Quốc');
  });

  it('accepts a name without its kind only when one ward has it', () => {
    expect(findWard('79', 'Bến Thành')?.name).toBe('Phường Bến Thành');
    expect(findWard('79', 'P. Bến Thành')?.name).toBe('Phường Bến Thành');
    // Both a ward and a commune may share a name; the kind is then needed.
    const names = listWards('01').map((w) => w.name.replace(/^(Phường|Xã) /, ''));
    const shared = names.find((n, i) => names.indexOf(n) !== i);
    if (shared) expect(findWard('01', shared)).toBeNull();
  });

  it('refuses a ward of another province, an old ward and blanks', () => {
    expect(isKnownWard('Hà Nội', 'Phường Bến Thành')).toBe(false);
    expect(isKnownWard('Hồ Chí Minh', 'Phường Bến Thành')).toBe(true);
    expect(isKnownWard('Hà Nội', 'Phường Hàng Bài')).toBe(false);
    expect(isKnownWard('Hà Giang', 'Phường Hà Giang 1')).toBe(false);
    expect(isKnownWard('Tuyên Quang', 'Phường Hà Giang 1')).toBe(true);
    expect(isKnownWard('Hà Nội', '')).toBe(false);
    expect(isKnownWard('Hà Nội', null)).toBe(false);
  });
});

describe('resolveAddressUnits', () => {
  it('gives the official names', () => {
    const result = resolveAddressUnits('tp hcm', 'ben thanh');
    expect(result).toMatchObject({
      ok: true,
      province: { code: '79', name: 'Thành phố Hồ Chí Minh' },
      ward: { name: 'Phường Bến Thành' },
    });
  });

  it('names the wrong field with its message', () => {
    expect(resolveAddressUnits('Bình Dương', 'Phường Thủ Dầu Một')).toEqual({
      ok: false,
      field: 'city',
      message: ADDRESS_MESSAGES.provinceUnknown,
    });
    expect(resolveAddressUnits('Hà Nội', 'Phường Sài Gòn')).toEqual({
      ok: false,
      field: 'ward',
      message: ADDRESS_MESSAGES.wardNotInProvince,
    });
  });
});
