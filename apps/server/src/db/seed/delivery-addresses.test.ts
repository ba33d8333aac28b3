import { findProvinceByName, isKnownWard } from '@salon/shared/addresses/units';
import { describe, expect, it } from 'vitest';
import { SEED_DELIVERY_ADDRESSES } from './delivery-addresses.js';

describe('demo delivery addresses', () => {
  it('name a ward of a province in force since July 2025, under the official names', () => {
    expect(SEED_DELIVERY_ADDRESSES).toHaveLength(5);
    for (const line of SEED_DELIVERY_ADDRESSES) {
      const [, ward, city] = line.split(', ');
      const province = findProvinceByName(city);
      expect(province?.name, line).toBe(city);
      expect(isKnownWard(city!, ward), line).toBe(true);
    }
    expect(SEED_DELIVERY_ADDRESSES[0]).toBe(
      '25 Nguyễn Thị Minh Khai, Phường Bến Thành, Thành phố Hồ Chí Minh',
    );
  });
});
