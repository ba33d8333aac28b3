import {
  supportTopicLabel,
  type AdminContactDto,
  type ContactHistoryAction,
  type ContactHistoryEntryDto,
} from '@salon/shared';
import type { DeskContactRow, HistoryRow } from './contact-desk.repository.js';

function named(id: number | null, name: string | null) {
  return id !== null && name !== null ? { id, name } : null;
}

export function toAdminContactDto(row: DeskContactRow): AdminContactDto {
  return {
    id: row.id,
    customer_id: row.customer_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    type: row.type,
    subject: row.subject,
    message: row.message,
    priority: row.priority,
    status: row.status,
    source: row.source,
    topic: row.topic,
    topic_label: supportTopicLabel(row.topic),
    contact_method: row.contact_method,
    branch: named(row.branch_id, row.branch_name),
    attachments: [],
    assigned_to: row.assigned_to,
    assignedTo: named(row.assigned_to, row.assignee_name),
    assigned_at: row.assigned_at,
    reply_message: row.reply_message,
    replied_at: row.replied_at,
    replied_by: named(row.replied_by, row.replier_name),
    first_replied_at: row.first_replied_at,
    resolved_at: row.resolved_at,
    closed_at: row.closed_at,
    internal_notes: row.internal_notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toHistoryDto(row: HistoryRow): ContactHistoryEntryDto {
  return {
    id: row.id,
    action: row.action as ContactHistoryAction,
    actor: named(row.actor_id, row.actor_name),
    note: row.note,
    created_at: row.created_at,
  };
}
