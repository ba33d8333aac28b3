import { useSyncExternalStore } from 'react';

const NARROW = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(NARROW);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Under 768 px the chat shows either the list or one conversation (customer-account: Support chat). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
