import type { Cart } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, type RequestOptions } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/current-user';
import { isSessionGone } from '../../auth/session';

export const CART_KEY = ['cart'] as const;

/**
 * A request to `/api/cart…`. A browser whose session has ended (expired, or ended elsewhere)
 * still sends its session cookie, and the cart answers that with 401 rather than a guest's cart.
 * While someone is signed in on the page, the 401 ends the session as any other does. Once
 * nobody is (`signedIn` false), the dead cookie is dropped (a logout, which clears it) and the
 * request is made once more, as the guest the visitor now is.
 */
export async function cartRequest<T>(
  path: string,
  signedIn: boolean,
  options: RequestOptions = {},
): Promise<T> {
  try {
    return await apiRequest<T>(path, options);
  } catch (error) {
    if (signedIn || !isSessionGone(error)) throw error;
    await apiRequest<unknown>('/auth/logout', { method: 'POST', signal: options.signal });
    return apiRequest<T>(path, options);
  }
}

/** The customer's cart, or a guest's (kept on the server behind its cookie); none for staff. */
export function useCart() {
  const { user, isLoading } = useCurrentUser();
  return useQuery({
    queryKey: CART_KEY,
    queryFn: ({ signal }) => cartRequest<Cart>('/cart', user !== null, { signal }),
    enabled: !isLoading && (user === null || user.role === 'customer'),
    staleTime: 30_000,
  });
}

/** The server's reason when it gave one (out of stock, limit reached...), else the fallback. */
export function cartErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : fallback;
}
