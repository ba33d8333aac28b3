import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a server-drawn page needs before it can be drawn. Every public page exports one
 * `PageData` next to its component; the router turns it into the route's loader, so:
 * - on the server, the data is fetched before the HTML is drawn and sent with it (no spinner,
 *   no second request after the script runs);
 * - on a later visit inside the app, the data starts loading together with the page's code.
 * Fetch through the same `queryOptions` the page's hooks use (same key, same function), with
 * `queryClient.ensureQueryData` for what the first screen shows; what only a signed-in person
 * sees (their favourites, their cart) stays with the page's hooks: the server draws the guest's
 * view, the same for everyone.
 */
export interface PageDataArgs {
  queryClient: QueryClient;
  params: Params;
  /** The page's address, with its query string (filters live there). */
  url: URL;
}

export type PageData = (args: PageDataArgs) => Promise<void>;
