import type { AppointmentSummary } from '@salon/shared';
import { AppointmentReviewModal } from './AppointmentReviewModal';
import { CancelModal } from './CancelModal';
import { RescheduleModal } from './RescheduleModal';

export type AppointmentActionKind = 'reschedule' | 'cancel' | 'review';

export interface AppointmentAction {
  kind: AppointmentActionKind;
  appointment: AppointmentSummary;
}

/** The modal of the action the customer chose, if any. */
export function AppointmentActionModal({
  action,
  onClose,
}: {
  action: AppointmentAction | null;
  onClose: () => void;
}) {
  if (!action) return null;
  switch (action.kind) {
    case 'reschedule':
      return <RescheduleModal appointment={action.appointment} onClose={onClose} />;
    case 'cancel':
      return <CancelModal appointment={action.appointment} onClose={onClose} />;
    case 'review':
      return <AppointmentReviewModal appointment={action.appointment} onClose={onClose} />;
  }
}
