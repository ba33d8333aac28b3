import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import type { BookingPreselect } from '../preselect';
import { BookingModalContext, type BookingModalControls } from '../use-booking-modal';

/* The wizard's code loads when someone first opens it. */
const BookingModal = lazy(async () => ({ default: (await import('./BookingModal')).BookingModal }));

/** Lets every "Đặt lịch" button of the storefront open the booking wizard in a modal. */
export function BookingModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; preselect: BookingPreselect; key: number }>({
    open: false,
    preselect: {},
    key: 0,
  });
  const used = useOpenedOnce(state.open);
  const controls = useMemo<BookingModalControls>(
    () => ({
      open: (preselect = {}) => setState((s) => ({ open: true, preselect, key: s.key + 1 })),
    }),
    [],
  );
  return (
    <BookingModalContext.Provider value={controls}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <BookingModal
            // Each opening starts from its own link's choices.
            key={state.key}
            open={state.open}
            preselect={state.preselect}
            onClose={() => setState((s) => ({ ...s, open: false }))}
          />
        </Suspense>
      ) : null}
    </BookingModalContext.Provider>
  );
}
