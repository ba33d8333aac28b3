import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { PageData } from '../../../../app/ssr/page-data';
import { isNotFound } from '../../api/item-detail';

/**
 * The `pageData` of a detail page: the item of the address (`:id`, its slug or number). A
 * missing item is no failure of the page: it draws its way back to the list.
 */
export function itemData<T, K extends QueryKey>(
  query: (idOrSlug: string) => FetchQueryOptions<T, Error, T, K>,
): PageData {
  return async ({ queryClient, params }) => {
    try {
      await queryClient.ensureQueryData(query(params.id ?? ''));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  };
}
