/** One province in the generated data: code, official name, short name, its wards [code, name]. */
export type ProvinceRow = readonly [
  code: string,
  name: string,
  shortName: string,
  wards: readonly (readonly [code: string, name: string])[],
];

/** A province or centrally-run city (tỉnh / thành phố trực thuộc trung ương). */
export interface Province {
  /** Official two-digit code (Quyết định 19/2025/QĐ-TTg), e.g. "79". */
  code: string;
  /** Official name: "Thành phố Hồ Chí Minh", "Tỉnh Tuyên Quang". */
  name: string;
  /** Without "Tỉnh"/"Thành phố": "Hồ Chí Minh". */
  short_name: string;
}

/** A ward, commune or special zone (phường / xã / đặc khu). */
export interface Ward {
  code: string;
  /** Official name with its kind: "Phường Bến Thành", "Xã Bát Tràng", "Đặc khu Phú Quốc". */
  name: string;
}
