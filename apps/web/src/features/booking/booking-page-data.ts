import type { QueryClient } from '@tanstack/react-query';
import { publicBranchesQuery } from '../branches/api/public-branches';
import { publicSettingsQuery } from '../settings/api/public-settings';
import { bookableServicesQuery, bookingServiceQuery } from './api/booking-services';
import { preselectFromSearch } from './preselect';

/**
 * What the booking page's wizard opens with, fetched before it is drawn: the settings (how far
 * ahead one may book), the services of step 1, and what the link preselects (its service, and
 * the branches when it names one). The visitor's session stays with the browser.
 */
export async function prefetchBooking(queryClient: QueryClient, url: URL): Promise<void> {
  const preselect = preselectFromSearch(url.searchParams);
  await Promise.all([
    queryClient.prefetchQuery(publicSettingsQuery),
    queryClient.prefetchQuery(bookableServicesQuery('')),
    preselect.serviceId
      ? queryClient.prefetchQuery(bookingServiceQuery(preselect.serviceId))
      : undefined,
    preselect.serviceId && preselect.branchId
      ? queryClient.prefetchQuery(publicBranchesQuery())
      : undefined,
  ]);
}
