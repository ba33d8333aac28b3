// The administrative units as a chunk of their own, loaded by `useAdministrativeUnits` only.
export * from '@salon/shared/addresses/units';
