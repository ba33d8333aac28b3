import { useState } from 'react';

/**
 * A mutation's error as a closable message: editing a field or closing the alert hides it.
 * It never resets the mutation itself, which would race a submit made right after typing.
 */
export function useDismissibleError(error: Error | null) {
  const [dismissed, setDismissed] = useState<Error | null>(null);
  return {
    visibleError: error && error !== dismissed ? error : null,
    dismiss: () => setDismissed(error),
  };
}
