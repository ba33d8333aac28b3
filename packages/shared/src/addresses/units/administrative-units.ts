import { foldVietnamese } from '../../text/fold.js';
import { ADDRESS_MESSAGES } from '../addresses.js';
import type { Province, ProvinceRow, Ward } from './unit-types.js';

/** The official names of an address's province and ward, or which of the two is wrong. */
export type AddressUnitsResolution =
  | { ok: true; province: Province; ward: Ward }
  | { ok: false; field: 'city' | 'ward'; message: string };

/** Other names people write for a province, folded, keyed by the official code. */
const PROVINCE_ALIASES: Record<string, string[]> = {
  '79': ['hcm', 'tphcm', 'tp hcm', 'sai gon', 'saigon', 'tp sai gon'],
  '01': ['hn', 'tphn', 'tp hn'],
  '46': ['thua thien hue'],
};

const PROVINCE_PREFIX = /^(thanh pho|tinh|tp|t p) /;
const WARD_PREFIX = /^(phuong|xa|dac khu|p|x) /;

/** Folded, with dots and commas read as spaces: "TP.HCM" -> "tp hcm". */
function key(text: string): string {
  return foldVietnamese(text.replace(/[.,]/g, ' '));
}

/**
 * Lookups over the two-tier administrative units: provinces by code or by any usual spelling
 * of their name, wards of a province by name whatever the diacritics.
 */
export class AdministrativeUnits {
  private readonly provinces: Province[];
  private readonly wardsByProvince = new Map<string, Ward[]>();
  private readonly provinceByKey = new Map<string, Province>();
  private readonly wardIndex = new Map<
    string,
    { exact: Map<string, Ward>; bare: Map<string, Ward[]> }
  >();

  constructor(rows: readonly ProvinceRow[]) {
    this.provinces = rows.map(([code, name, shortName, wards]) => {
      const province = { code, name, short_name: shortName };
      const list = wards.map(([wardCode, wardName]) => ({ code: wardCode, name: wardName }));
      this.wardsByProvince.set(code, list);
      const exact = new Map<string, Ward>();
      const bare = new Map<string, Ward[]>();
      for (const ward of list) {
        exact.set(key(ward.name), ward);
        const withoutKind = key(ward.name).replace(WARD_PREFIX, '');
        bare.set(withoutKind, [...(bare.get(withoutKind) ?? []), ward]);
      }
      this.wardIndex.set(code, { exact, bare });
      for (const alias of [code, name, shortName, ...(PROVINCE_ALIASES[code] ?? [])]) {
        this.provinceByKey.set(key(alias), province);
      }
      return province;
    });
  }

  /** The 34 provinces and centrally-run cities, in official code order. */
  listProvinces(): Province[] {
    return this.provinces.map((province) => ({ ...province }));
  }

  /** The wards, communes and special zones of a province in alphabetical order; [] if unknown. */
  listWards(provinceCode: string): Ward[] {
    return (this.wardsByProvince.get(provinceCode) ?? []).map((ward) => ({ ...ward }));
  }

  /**
   * A province from its official name, short name, code or a usual abbreviation, whatever the
   * case and diacritics: "Hồ Chí Minh", "TP.HCM", "ha noi", "Tỉnh Tuyên Quang", "79".
   */
  findProvinceByName(name: string | null | undefined): Province | null {
    if (!name?.trim()) return null;
    const folded = key(name);
    const province =
      this.provinceByKey.get(folded) ?? this.provinceByKey.get(folded.replace(PROVINCE_PREFIX, ''));
    return province ? { ...province } : null;
  }

  /**
   * A ward of the given province (code or any name `findProvinceByName` knows), whatever the
   * diacritics and tone-mark placement ("Hoà"/"Hòa"); the kind may be left out when that leaves
   * no doubt ("Bến Thành" -> "Phường Bến Thành").
   */
  findWard(province: string, ward: string | null | undefined): Ward | null {
    const found = this.findProvinceByName(province);
    if (!found || !ward?.trim()) return null;
    const index = this.wardIndex.get(found.code);
    if (!index) return null;
    const folded = key(ward);
    const exact = index.exact.get(folded);
    if (exact) return { ...exact };
    const candidates = index.bare.get(folded.replace(WARD_PREFIX, '')) ?? [];
    return candidates.length === 1 && candidates[0] ? { ...candidates[0] } : null;
  }

  isKnownWard(province: string, ward: string | null | undefined): boolean {
    return this.findWard(province, ward) !== null;
  }

  /** Checks that an address names a known province and a ward of it (addresses since 2025). */
  resolveAddress(city: string, ward: string): AddressUnitsResolution {
    const province = this.findProvinceByName(city);
    if (!province) return { ok: false, field: 'city', message: ADDRESS_MESSAGES.provinceUnknown };
    const found = this.findWard(province.code, ward);
    if (!found) return { ok: false, field: 'ward', message: ADDRESS_MESSAGES.wardNotInProvince };
    return { ok: true, province, ward: found };
  }
}
