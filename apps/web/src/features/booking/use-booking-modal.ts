import { createContext, useContext } from 'react';
import type { BookingPreselect } from './preselect';

export interface BookingModalControls {
  open: (preselect?: BookingPreselect) => void;
}

export const BookingModalContext = createContext<BookingModalControls | null>(null);

/** Opens the booking wizard in a modal; null outside the storefront layout. */
export function useBookingModal(): BookingModalControls | null {
  return useContext(BookingModalContext);
}
