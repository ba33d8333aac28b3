import { useState } from 'react';

/**
 * True from the first time `open` is true. Drawers that nobody opens then cost nothing: their
 * code loads, and they mount, on first use, and they stay mounted to animate closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
