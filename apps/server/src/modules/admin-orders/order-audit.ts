import type { AdminOrderActionInput } from '@salon/shared';
import type { OrderRow } from '../../db/schema.js';
import type { AuditEntry } from '../audit/audit-trail.js';

/** The fields of an order a back-office action changes; amounts and people stay out. */
function auditedFields(order: OrderRow): Record<string, unknown> {
  return {
    status: order.status,
    payment_status: order.payment_status,
    cancel_reason: order.cancel_reason,
    paid_at: order.paid_at,
    completed_at: order.completed_at,
    cancelled_at: order.cancelled_at,
  };
}

const SUMMARIES: Record<AdminOrderActionInput['action'], string> = {
  mark_paid: 'Xác nhận thanh toán đơn hàng',
  complete: 'Hoàn thành đơn hàng',
  cancel: 'Hủy đơn hàng',
  refund: 'Ghi nhận hoàn tiền đơn hàng',
};

/** The audit entry of a staff action on an order: its status fields before and after. */
export function orderActionEntry(
  action: AdminOrderActionInput['action'],
  before: OrderRow,
  after: OrderRow,
): AuditEntry {
  return {
    action: action === 'refund' ? 'refund' : 'status',
    resource: 'order',
    resourceId: before.id,
    summary: `${SUMMARIES[action]} ${before.order_number}`,
    before: auditedFields(before),
    after: auditedFields(after),
  };
}
