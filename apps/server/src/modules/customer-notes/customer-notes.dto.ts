import {
  CUSTOMER_NOTE_KIND_LABELS,
  type CustomerNoteAttachment,
  type CustomerNoteDto,
  type CustomerNoteImage,
} from '@salon/shared';
import type { NoteRow } from './customer-notes.repository.js';

function parseList(text: string | null): unknown[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function isImage(item: unknown): item is CustomerNoteImage {
  const image = item as CustomerNoteImage | null;
  return typeof image?.url === 'string' && typeof image.thumbnail_url === 'string';
}

function isAttachment(item: unknown): item is CustomerNoteAttachment {
  const file = item as CustomerNoteAttachment | null;
  return typeof file?.path === 'string' && typeof file.name === 'string';
}

export function toCustomerNote(row: NoteRow): CustomerNoteDto {
  return {
    id: row.id,
    kind: row.kind,
    kind_label: CUSTOMER_NOTE_KIND_LABELS[row.kind],
    content: row.content,
    created_at: row.created_at,
    user: row.author_name === null ? null : { name: row.author_name },
    images: parseList(row.images).filter(isImage),
    attachments: parseList(row.attachments).filter(isAttachment),
    // SQLite keeps this column as 0/1 (its name is outside the boolean naming convention).
    visible_to_customer: Boolean(row.visible_to_customer),
    appointment_id: row.appointment_id,
  };
}
