import type { ContactHistoryAction } from './admin-options.js';
import type {
  ContactPriority,
  ContactSource,
  ContactStatus,
  ContactType,
} from './contact-options.js';

/** A contact as the back office reads it (back-office §3 Contact). */
export interface AdminContactDto {
  id: number;
  customer_id: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  type: ContactType;
  subject: string;
  message: string;
  priority: ContactPriority;
  status: ContactStatus;
  source: ContactSource;
  /** The help centre's topic (its value) and label; null for the contact page. */
  topic: string | null;
  topic_label: string | null;
  contact_method: string | null;
  branch: { id: number; name: string } | null;
  attachments: string[];
  assigned_to: number | null;
  assignedTo: { id: number; name: string } | null;
  assigned_at: string | null;
  reply_message: string | null;
  replied_at: string | null;
  replied_by: { id: number; name: string } | null;
  first_replied_at: string | null;
  resolved_at: string | null;
  closed_at: string | null;
  internal_notes: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContactHistoryEntryDto {
  id: number;
  action: ContactHistoryAction;
  actor: { id: number; name: string } | null;
  note: string | null;
  created_at: string;
}

export interface AdminContactDetailDto extends AdminContactDto {
  history: ContactHistoryEntryDto[];
}

export interface ContactStatisticsDto {
  total_contacts: number;
  new_contacts: number;
  in_progress_contacts: number;
  replied_contacts: number;
  resolved_contacts: number;
  closed_contacts: number;
  high_priority_contacts: number;
  urgent_contacts: number;
  unassigned_contacts: number;
  contacts_by_type: { type: ContactType; count: number }[];
  /** Hours from arrival to the first reply, averaged over replied contacts; null: none yet. */
  avg_response_time: number | null;
}

export interface ContactStaffOption {
  id: number;
  name: string;
  email: string | null;
  role: string;
}

export interface ContactBulkResult {
  action: string;
  updated: number;
}

/** The live stream's event when a contact or support request arrives or changes. */
export const CONTACT_EVENTS = {
  created: 'contact.created',
  updated: 'contact.updated',
} as const;

export interface ContactLiveEvent {
  contact_ids: number[];
  source?: ContactSource;
}
