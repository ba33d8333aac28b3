import type {
  ConsentSource,
  PrivacyRequestChannel,
  PrivacyRequestStatus,
  PrivacyRequestType,
} from './constants.js';

export interface PrivacyRequestDto {
  id: number;
  type: PrivacyRequestType;
  status: PrivacyRequestStatus;
  channel: PrivacyRequestChannel;
  filed_by_staff: boolean;
  details: string | null;
  created_at: string;
  due_at: string;
  target_at: string;
  overdue: boolean;
  completed_at: string | null;
  rejected_at: string | null;
  reject_reason: string | null;
  resolution: string | null;
  /** Set only in the reply that files an access or portability request: the one-time link. */
  download_url?: string;
  archive_expires_at: string | null;
  archive_downloaded_at: string | null;
}

export interface AdminPrivacyRequestDto extends PrivacyRequestDto {
  user_id: number;
  customer_label: string;
  handled_by_name: string | null;
}

export interface ConsentEventDto {
  id: number;
  user_id: number;
  customer_label: string;
  purpose: 'marketing';
  given: boolean;
  source: ConsentSource;
  ip: string | null;
  occurred_at: string;
}

export interface MarketingConsentDto {
  given: boolean;
  changed_at: string | null;
}
