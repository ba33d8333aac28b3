import {
  OUTBOX_SECRET_MASK,
  OUTBOX_SECRET_SLOT,
  OUTBOX_STATUS_LABELS,
  type OutboxMessageDto,
} from '@salon/shared';
import type { OutboxMessageRow } from '../../db/schema.js';

/** What a reader sees of a message: its secret, if any, masked (never readable, even sealed). */
export function toOutboxMessageDto(row: OutboxMessageRow): OutboxMessageDto {
  const mask = (text: string) => text.replaceAll(OUTBOX_SECRET_SLOT, OUTBOX_SECRET_MASK);
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    template: row.template,
    subject: row.subject === null ? null : mask(row.subject),
    body: mask(row.body),
    status: row.status,
    status_label: OUTBOX_STATUS_LABELS[row.status] ?? row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.next_attempt_at,
    sent_at: row.sent_at,
    related_type: row.related_type,
    related_id: row.related_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
