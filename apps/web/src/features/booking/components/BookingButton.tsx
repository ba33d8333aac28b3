import type { MouseEvent } from 'react';
import { LinkButton, type LinkButtonProps } from '../../../components/LinkButton';
import { preselectFromSearch } from '../preselect';
import { useBookingModal } from '../use-booking-modal';

/**
 * A "Đặt lịch" button: a plain click opens the booking wizard in a modal, with the choices of
 * the link's query (`/booking?service_id=3`). It stays a real link to the booking page (new
 * tab, before the script runs, outside the storefront layout).
 */
export function BookingButton({
  to = '/dat-lich',
  onClick,
  ...props
}: Omit<LinkButtonProps, 'to'> & { to?: string }) {
  const booking = useBookingModal();
  return (
    <LinkButton
      {...props}
      to={to}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        const plain =
          event.button === 0 &&
          !event.metaKey &&
          !event.ctrlKey &&
          !event.shiftKey &&
          !event.altKey;
        if (booking && plain && !event.defaultPrevented) {
          event.preventDefault();
          booking.open(preselectFromSearch(new URLSearchParams(to.split('?')[1] ?? '')));
        }
      }}
    />
  );
}
