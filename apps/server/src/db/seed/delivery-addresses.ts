import { formatAddressLine } from '@salon/shared';
import { findProvinceByName, findWard } from '@salon/shared/addresses/units';

/** Street, ward and province of the demo delivery addresses (units in force since July 2025). */
const PLACES: [street: string, ward: string, province: string][] = [
  ['25 Nguyễn Thị Minh Khai', 'Phường Bến Thành', 'Hồ Chí Minh'],
  ['118 Trần Hưng Đạo', 'Phường Cửa Nam', 'Hà Nội'],
  ['42 Bạch Đằng', 'Phường Hải Châu', 'Đà Nẵng'],
  ['9 Lý Thường Kiệt', 'Phường Hoàn Kiếm', 'Hà Nội'],
  ['77 Võ Văn Tần', 'Phường Xuân Hòa', 'Hồ Chí Minh'],
];

/** One-line delivery addresses under the official names; a unit that does not exist fails the seed. */
export const SEED_DELIVERY_ADDRESSES: string[] = PLACES.map(([street, ward, province]) => {
  const city = findProvinceByName(province);
  const found = city && findWard(city.code, ward);
  if (!city || !found) throw new Error(`Unknown administrative unit: ${ward}, ${province}`);
  return formatAddressLine({
    address_line_1: street,
    address_line_2: null,
    ward: found.name,
    district: null,
    city: city.name,
    postal_code: null,
  });
});
