import { useSearchParams } from 'react-router';

export interface ListState<S extends string, F extends string> {
  page: number;
  search: string;
  category: string;
  sort: S;
  flags: Record<F, boolean>;
}

/** A catalogue list's sorts (the first when the address names none) and on/off filters. */
export interface ListConfig<S extends string, F extends string> {
  sorts: readonly S[];
  defaultSort: S;
  flagNames: readonly F[];
}

/**
 * The list as the address asks for it (`?page=2&category=…&sort=…&in_stock=1`). The page's
 * hooks and its server data (`pageData`) both read the address through this one function.
 */
export function readListState<S extends string, F extends string>(
  params: URLSearchParams,
  { sorts, defaultSort, flagNames }: ListConfig<S, F>,
): ListState<S, F> {
  const pageValue = Number(params.get('page'));
  const sortValue = params.get('sort') as S | null;
  return {
    page: Number.isInteger(pageValue) && pageValue > 0 ? pageValue : 1,
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    sort: sortValue && sorts.includes(sortValue) ? sortValue : defaultSort,
    flags: Object.fromEntries(flagNames.map((name) => [name, params.get(name) === '1'])) as Record<
      F,
      boolean
    >,
  };
}

/** The address of a list state: only what differs from the defaults, page 1 left out. */
export function listSearch<S extends string, F extends string>(
  state: ListState<S, F>,
  { defaultSort, flagNames }: ListConfig<S, F>,
): URLSearchParams {
  const query = new URLSearchParams();
  if (state.page > 1) query.set('page', String(state.page));
  if (state.search) query.set('search', state.search);
  if (state.category) query.set('category', state.category);
  if (state.sort !== defaultSort) query.set('sort', state.sort);
  for (const name of flagNames) if (state.flags[name]) query.set(name, '1');
  return query;
}

/**
 * A catalogue list's page, search, category, sort and on/off filters, kept in the address so
 * back/forward and shared links show the same list. Any change but the page goes back to page 1.
 */
export function useListParams<S extends string, F extends string = never>(
  config: ListConfig<S, F>,
) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, config);

  function update(changes: Partial<ListState<S, F>>) {
    const next = { ...state, ...changes, page: changes.page ?? 1 };
    setParams(listSearch(next, config), { preventScrollReset: true });
  }

  /** The address of another page of the same list (for the pagination's links). */
  function pageHref(page: number) {
    const query = listSearch({ ...state, page }, config).toString();
    return query ? `?${query}` : '?';
  }

  return [state, update, pageHref] as const;
}
