import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from '../../lib/api-client';

/** The id of the script element carrying the data a server-drawn page was drawn with. */
export const SERVER_DATA_ID = 'server-data';

export interface ServerData {
  queries: DehydratedState;
  /** The router's state (its loaders answer null: the data is in `queries`). */
  router: Pick<HydrationState, 'loaderData'>;
}

/**
 * The data as JSON inside a script element that is never run (the page's CSP allows no inline
 * script), safe to place in HTML: `<`, `>` and `&` are escaped
 * (no `</script>` can close it early), as are the two line separators JavaScript once refused.
 */
export function serverDataScript(data: ServerData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>`;
}

/** A failed part's error is sent as JSON: made an ApiError again, as the page's hooks expect. */
function reviveErrors(data: ServerData): ServerData {
  for (const query of data.queries.queries) {
    const error = ApiError.fromJSON(query.state.error);
    if (error) (query.state as { error: unknown }).error = error;
  }
  return data;
}

/** The data the server drew this page with, or null on a page drawn in the browser. */
export function readServerData(): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return reviveErrors(JSON.parse(element.textContent) as ServerData);
  } catch {
    return null;
  }
}
