import {
  CONTACT_PRIORITY_LABELS,
  CONTACT_STATUS_LABELS,
  CONTACT_TYPE_LABELS,
  type ContactPriority,
  type ContactStatus,
  type ContactType,
} from '@salon/shared';
import { Tag } from 'antd';

export const STATUS_COLORS: Record<ContactStatus, string> = {
  new: 'blue',
  in_progress: 'gold',
  replied: 'cyan',
  resolved: 'green',
  closed: 'default',
};

export const PRIORITY_COLORS: Record<ContactPriority, string> = {
  low: 'default',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

export function ContactStatusTag({ status }: { status: ContactStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{CONTACT_STATUS_LABELS[status]}</Tag>;
}

export function ContactPriorityTag({ priority }: { priority: ContactPriority }) {
  return <Tag color={PRIORITY_COLORS[priority]}>{CONTACT_PRIORITY_LABELS[priority]}</Tag>;
}

export function ContactTypeTag({ type }: { type: ContactType }) {
  return <Tag>{CONTACT_TYPE_LABELS[type]}</Tag>;
}
