import type { TimeSlot } from '@salon/shared';

/** Why a start time cannot be taken, as the picker's tooltip says it. */
export const SLOT_REASON_LABELS: Record<NonNullable<TimeSlot['reason']>, string> = {
  past: 'Khung giờ này đã qua',
  full: 'Khung giờ này đã hết chỗ',
  no_staff: 'Không còn stylist rảnh vào giờ này',
  closes: 'Dịch vụ kéo dài quá giờ làm việc của chi nhánh',
};

/** Places left for the service in a slot: its capacity minus appointments already in it. */
export function freePlaces(slot: TimeSlot): number {
  const info = slot.service_slot_info;
  return Math.max(0, info.max_slots_per_time_slot - info.total_appointments_in_slot);
}

/** A slot can be chosen when available and not full (storefront §5 Time slot). */
export function isSelectable(slot: TimeSlot): boolean {
  return slot.available && slot.reason === null && freePlaces(slot) > 0;
}

export function unavailableReason(slot: TimeSlot): string {
  if (slot.reason) return SLOT_REASON_LABELS[slot.reason];
  if (freePlaces(slot) <= 0) return SLOT_REASON_LABELS.full;
  return SLOT_REASON_LABELS.no_staff;
}
