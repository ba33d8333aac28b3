import { useQueryClient } from '@tanstack/react-query';

/**
 * After a back-office write: refetch the back-office lists of that area and drop the
 * storefront's cached catalogue (`public-…` queries), so "Xem trang web" shows the change.
 */
export function useInvalidateCatalog(area: 'products' | 'services' | 'categories' | 'suppliers') {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', area] }),
      client.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('public-'),
      }),
    ]);
}
