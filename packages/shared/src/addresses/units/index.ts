import { AdministrativeUnits, type AddressUnitsResolution } from './administrative-units.js';
import { PROVINCE_ROWS, UNITS_SOURCE } from './units-data.js';

/*
 * Vietnam's administrative units since 1 July 2025, data included (about 110 kB). Imported on
 * its own path (`@salon/shared/addresses/units`) so the web loads it only when a form needs it.
 */

export * from './unit-types.js';
export { AdministrativeUnits, UNITS_SOURCE, type AddressUnitsResolution };

export const administrativeUnits = new AdministrativeUnits(PROVINCE_ROWS);

export const listProvinces = () => administrativeUnits.listProvinces();
export const listWards = (provinceCode: string) => administrativeUnits.listWards(provinceCode);
export const findProvinceByName = (name: string | null | undefined) =>
  administrativeUnits.findProvinceByName(name);
export const findWard = (province: string, ward: string | null | undefined) =>
  administrativeUnits.findWard(province, ward);
export const isKnownWard = (province: string, ward: string | null | undefined) =>
  administrativeUnits.isKnownWard(province, ward);
export const resolveAddressUnits = (city: string, ward: string) =>
  administrativeUnits.resolveAddress(city, ward);
