import type { MouseEvent } from 'react';
import { preselectFromSearch } from '../../../features/booking/preselect';
import { useBookingModal } from '../../../features/booking/use-booking-modal';
import { ButtonLink, type ButtonLinkProps } from '../../../ui';

/**
 * The frame's "Đặt lịch" link: a plain click opens the booking wizard in a modal (with the
 * choices of the link's query); it stays a real link to the booking page (new tab, no script).
 */
export function BookingLink({
  to = '/dat-lich',
  onClick,
  ...props
}: Omit<ButtonLinkProps, 'to' | 'href'> & { to?: string }) {
  const booking = useBookingModal();
  return (
    <ButtonLink
      {...props}
      to={to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
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
