import type { MouseEvent } from 'react';
import { ButtonLink, type ButtonLinkProps, type ButtonProps } from '../../../ui';
import { preselectFromSearch } from '../preselect';
import { useBookingModal } from '../use-booking-modal';

export type BookingButtonProps = Omit<ButtonLinkProps, 'to' | 'href' | 'type' | 'variant'> & {
  to?: string;
  /** The look ('primary', 'default', …), named as on Ant Design's buttons. */
  type?: ButtonProps['variant'];
};

/**
 * A "Đặt lịch" button: a plain click opens the booking wizard in a modal, with the choices of
 * the link's query (`/booking?service_id=3`). It stays a real link to the booking page (new
 * tab, before the script runs, outside the storefront layout). Light: no Ant Design until the
 * wizard opens.
 */
export function BookingButton({ to = '/dat-lich', type, onClick, ...props }: BookingButtonProps) {
  const booking = useBookingModal();
  return (
    <ButtonLink
      {...props}
      variant={type}
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
