import { useQuery } from '@tanstack/react-query';

export const ADMINISTRATIVE_UNITS_KEY = ['administrative-units'] as const;

/**
 * Vietnam's provinces and wards (since July 2025). The data is its own chunk (about 30 kB
 * gzipped), fetched the first time an address form opens and kept for the visit; its hashed
 * file name lets the browser cache it until the data changes.
 */
export function useAdministrativeUnits(enabled = true) {
  return useQuery({
    queryKey: ADMINISTRATIVE_UNITS_KEY,
    queryFn: () => import('./administrative-units-data'),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
    retry: 1,
  });
}

export type AdministrativeUnitsModule = NonNullable<
  ReturnType<typeof useAdministrativeUnits>['data']
>;
