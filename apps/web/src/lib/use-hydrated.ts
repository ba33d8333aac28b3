import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server draws the page and while the browser hydrates it (so both draw the
 * same), true from the render after; true at once on a page first drawn in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
