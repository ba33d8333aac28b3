import { salonToday } from '@salon/shared';
import { usePublicBranches } from '../branches/api/public-branches';
import { useBookingService } from './api/booking-services';
import { emptyDraft, type BookingDraft } from './draft';
import type { BookingPreselect } from './preselect';

export interface InitialDraft {
  draft: BookingDraft;
  step: number;
  /** The link's date when it has passed: not applied, and the wizard says so. */
  pastDate: string | null;
}

/**
 * The draft a booking link asks for: a preselected service starts at step 2, a service and a
 * branch at step 3; a date (today or later) and a time are applied, a past date is reported.
 * Null while what the link preselects loads (the page's data has it already on the server).
 */
export function useInitialDraft(preselect: BookingPreselect): InitialDraft | null {
  const service = useBookingService(preselect.serviceId ?? null);
  const branches = usePublicBranches();
  if (preselect.serviceId && service.isPending) return null;
  if (preselect.serviceId && preselect.branchId && branches.isPending) return null;

  const chosenService = preselect.serviceId ? (service.data ?? null) : null;
  const chosenBranch =
    chosenService && preselect.branchId
      ? (branches.data?.find((branch) => branch.id === preselect.branchId) ?? null)
      : null;
  const today = salonToday();
  const date = preselect.date && preselect.date >= today ? preselect.date : null;
  const pastDate = preselect.date && preselect.date < today ? preselect.date : null;
  return {
    draft: {
      ...emptyDraft(),
      service: chosenService,
      branch: chosenBranch,
      date,
      time: date ? (preselect.time ?? null) : null,
      rebookOf: preselect.rebookOf ?? null,
    },
    step: chosenService ? (chosenBranch ? 2 : 1) : 0,
    pastDate,
  };
}
