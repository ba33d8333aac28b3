import { useSearchParams } from 'react-router';

interface ListState<S extends string, F extends string> {
  page: number;
  search: string;
  category: string;
  sort: S;
  flags: Record<F, boolean>;
}

/**
 * A catalogue list's page, search, category, sort and on/off filters, kept in the address so
 * back/forward and shared links show the same list. Any change but the page goes back to page 1.
 */
export function useListParams<S extends string, F extends string = never>(
  sorts: readonly S[],
  defaultSort: S,
  flagNames: readonly F[] = [],
) {
  const [params, setParams] = useSearchParams();
  const pageValue = Number(params.get('page'));
  const sortValue = params.get('sort') as S | null;
  const state: ListState<S, F> = {
    page: Number.isInteger(pageValue) && pageValue > 0 ? pageValue : 1,
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    sort: sortValue && sorts.includes(sortValue) ? sortValue : defaultSort,
    flags: Object.fromEntries(flagNames.map((name) => [name, params.get(name) === '1'])) as Record<
      F,
      boolean
    >,
  };

  function update(changes: Partial<ListState<S, F>>) {
    const next = { ...state, ...changes, page: changes.page ?? 1 };
    const query = new URLSearchParams();
    if (next.page > 1) query.set('page', String(next.page));
    if (next.search) query.set('search', next.search);
    if (next.category) query.set('category', next.category);
    if (next.sort !== defaultSort) query.set('sort', next.sort);
    for (const name of flagNames) if (next.flags[name]) query.set(name, '1');
    setParams(query, { preventScrollReset: true });
  }

  return [state, update] as const;
}
