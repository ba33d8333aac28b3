import type { TimeSlot } from '@salon/shared';

/** Why a start time cannot be taken, as the picker's tooltip says it. */
export const SLOT_REASON_LABELS: Record<NonNullable<TimeSlot['reason']>, string> = {
  past: 'Khung giờ này đã qua',
  full: 'Khung giờ này đã hết chỗ',
  no_staff: 'Không còn stylist rảnh vào giờ này',
  closes: 'Dịch vụ kéo dài quá giờ làm việc của chi nhánh',
  yours: 'Bạn đã có lịch hẹn vào giờ này',
};

/**
 * Places left in a slot, as the server counts them: the service's capacity left, bounded by the
 * free stylists (never more than can be served).
 */
export function freePlaces(slot: TimeSlot): number {
  return slot.places_left;
}

/** A slot can be chosen when available with a place left (storefront §5 Time slot). */
export function isSelectable(slot: TimeSlot): boolean {
  return slot.available && slot.reason === null && freePlaces(slot) > 0;
}

export function unavailableReason(slot: TimeSlot): string {
  if (slot.reason) return SLOT_REASON_LABELS[slot.reason];
  if (freePlaces(slot) <= 0) return SLOT_REASON_LABELS.full;
  return SLOT_REASON_LABELS.no_staff;
}

/** What an unavailable slot says on its button. */
export function unavailableLabel(slot: TimeSlot): string {
  return slot.reason === 'yours' ? 'Lịch của bạn' : 'Không khả dụng';
}
