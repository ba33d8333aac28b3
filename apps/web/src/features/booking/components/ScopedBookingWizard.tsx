import { AntdScope } from '../../../app/antd-scope';
import type { BookingPreselect } from '../preselect';
import { BookingWizard } from './BookingWizard';

/**
 * The wizard in its own Ant Design scope: the booking page loads this module after hydration,
 * so the page itself carries no Ant Design.
 */
export default function ScopedBookingWizard(props: {
  preselect: BookingPreselect;
  onReset: () => void;
}) {
  return (
    <AntdScope>
      <BookingWizard {...props} />
    </AntdScope>
  );
}
