import { Spinner } from '../../../ui';
import type { BookingPreselect } from '../preselect';
import { useInitialDraft } from '../use-initial-draft';
import { WizardFlow } from './WizardFlow';

/**
 * The five-step booking wizard (storefront "Booking wizard"), in the modal or on the booking
 * page. It waits for what the link preselected, then starts at the right step.
 */
export function BookingWizard({
  preselect,
  onClose,
  onReset,
}: {
  preselect: BookingPreselect;
  /** The modal closes (after booking or on Cancel). */
  onClose?: () => void;
  /** Cancel on the page: the draft starts over. */
  onReset?: () => void;
}) {
  const initial = useInitialDraft(preselect);
  if (!initial) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} aria-busy="true">
        <Spinner />
      </div>
    );
  }
  return <WizardFlow initial={initial} onClose={onClose} onReset={onReset} />;
}
