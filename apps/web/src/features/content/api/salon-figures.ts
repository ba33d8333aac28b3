import { salonFigureCards, type SalonFigures } from '@salon/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The salon's figures for the home and about pages, worded as cards. Nothing is shown while they
 * load or when they cannot be loaded: no figure is ever made up.
 */
export const salonFiguresQuery = queryOptions({
  queryKey: ['public', 'salon-figures'],
  queryFn: ({ signal }) => apiRequest<SalonFigures>('/public/salon-figures', { signal }),
  staleTime: 60_000,
  retry: 1,
});

export function useSalonFigureCards() {
  const query = useQuery(salonFiguresQuery);
  return { cards: query.data ? salonFigureCards(query.data) : undefined, query };
}
