import { isStaffRole, type Role } from '@salon/shared';
import type { AppointmentRow } from '../../db/schema.js';
import { currentActor } from '../audit/audit-context.js';
import type { AuditEntry, AuditTrail } from '../audit/audit-trail.js';
import type {
  AppointmentChange,
  AppointmentChangeListener,
} from '../booking/appointment-changes.js';

/** What a desk move changes; the customer's contact and own notes stay out of the log. */
function auditedFields(row: AppointmentRow): Record<string, unknown> {
  return {
    status: row.status,
    branch_id: row.branch_id,
    service_id: row.service_id,
    stylist_id: row.stylist_id,
    appointment_date: row.appointment_date,
    appointment_time: row.appointment_time,
    end_time: row.end_time,
    staff_note: row.staff_note,
    cancel_reason: row.cancel_reason,
  };
}

const SUMMARIES: Record<AppointmentChange['kind'], string> = {
  booked: 'Tạo lịch hẹn tại quầy',
  confirmed: 'Xác nhận lịch hẹn',
  rescheduled: 'Đổi lịch hẹn',
  cancelled: 'Hủy lịch hẹn',
  completed: 'Hoàn thành lịch hẹn',
  no_show: 'Đánh dấu khách không đến lịch hẹn',
};

export function appointmentChangeEntry(change: AppointmentChange): AuditEntry {
  const { appointment, previous } = change;
  return {
    action:
      change.kind === 'booked' ? 'create' : change.kind === 'rescheduled' ? 'update' : 'status',
    resource: 'appointment',
    resourceId: appointment.id,
    summary: `${SUMMARIES[change.kind]} ${appointment.code}`,
    before: previous ? auditedFields(previous) : null,
    after: auditedFields(appointment),
  };
}

/**
 * Every change a back-office user makes through the booking engine (the desk's bookings and
 * moves) is recorded in the change's own transaction. A customer's own booking, a guest's and
 * the system's jobs are not back-office actions.
 */
export function deskAuditListener(audit: AuditTrail): AppointmentChangeListener {
  return async (trx, change) => {
    if (!isStaffRole(currentActor().role as Role)) return;
    await audit.record(trx, appointmentChangeEntry(change));
  };
}
