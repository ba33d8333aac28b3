import { AUTH_MESSAGES, type CurrentUser } from '@salon/shared';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../ui';
import { ApiError } from '../../lib/api-client';
import { CURRENT_USER_KEY, useCurrentUser } from './api/current-user';

/*
 * The end of a session, in one place. Logging out and a refused request (401: the session
 * expired or was ended elsewhere) both only say "nobody is signed in now" (`endSession`);
 * `useSessionScope` then forgets everything cached for the user who was signed in, whichever
 * way the session ended.
 */

/** Data that is the same for every visitor (catalogue, settings, branches…): kept. */
const PUBLIC_QUERY_HEADS = new Set([
  'home',
  'administrative-units',
  'booking-services',
  'booking-service',
  'questions',
  'sitemap-items',
  'faq-stats',
]);

/**
 * Whether a cached query holds public data. Public queries are keyed `public-…` (or listed
 * above); everything else is the signed-in user's and is forgotten when the session ends.
 */
export function isPublicQuery(key: readonly unknown[]): boolean {
  const [head] = key;
  if (typeof head !== 'string') return false;
  if (head.startsWith('public-') || PUBLIC_QUERY_HEADS.has(head)) return true;
  // An item's approved reviews are public; the user's own review of it is not.
  return head === 'reviews' && key[3] === 'public';
}

function isCurrentUserQuery(key: readonly unknown[]): boolean {
  return key[0] === CURRENT_USER_KEY[0] && key[1] === CURRENT_USER_KEY[1];
}

/** A reply saying the request came without a live session (not a refused login). */
export function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === 'UNAUTHENTICATED';
}

type SessionEnd = 'logout' | 'expired' | null;

/* How the last session ended, until the next page is shown. */
let ended: SessionEnd = null;
const listeners = new Set<() => void>();

function setEnded(value: SessionEnd): void {
  if (ended === value) return;
  ended = value;
  for (const listener of listeners) listener();
}

/**
 * How the session of this page just ended: 'logout' (the page that logged out goes to the
 * login itself), 'expired' (the login should say so), or null.
 */
export function useSessionEnd(): SessionEnd {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ended,
    () => null,
  );
}

/** Nobody is signed in any more (after logging out, or when the server no longer knows us). */
export function endSession(queryClient: QueryClient, reason: 'logout' | 'expired'): void {
  setEnded(reason);
  queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, null);
}

/**
 * For the query client's error handlers (queries and mutations alike): a 401 while someone is
 * signed in means the session has ended on the server.
 */
export function handleSessionError(queryClient: QueryClient, error: unknown): void {
  if (!isSessionGone(error)) return;
  if (!queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY)) return;
  endSession(queryClient, 'expired');
}

/**
 * Mounted once, in the root layout (the parent of every page). Whenever the signed-in user
 * changes, it forgets the previous user's cached data. Its effect runs after the pages' (a
 * parent's effects run after its children's), so the queries that load only for a signed-in
 * user are already switched off and are cleared without asking the server; whatever the page
 * still shows is loaded again. How the session ended is kept until the next page is shown,
 * where a logout is confirmed (here, not by the page that logged out: the back office, with
 * its own toasts, is gone by then).
 */
export function useSessionScope(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const userId = isLoading ? undefined : (user?.id ?? null);
  const previous = useRef(userId);

  useEffect(() => {
    if (userId === undefined) return;
    const before = previous.current;
    previous.current = userId;
    if (before === undefined || before === userId) return;
    void queryClient.resetQueries({
      predicate: (query: Query) =>
        !isCurrentUserQuery(query.queryKey) && !isPublicQuery(query.queryKey),
    });
  }, [queryClient, userId]);

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (ended === 'logout') toast.success(AUTH_MESSAGES.logoutSuccess);
    setEnded(null);
  }, [pathname]);
}
