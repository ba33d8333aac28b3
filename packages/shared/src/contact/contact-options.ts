/** Contact requests: what a customer may pick, and how staff classify it (customer-account §3, §9). */

export const CONTACT_TYPES = ['inquiry', 'booking', 'complaint', 'feedback', 'other'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  inquiry: 'Tư vấn, hỏi đáp',
  booking: 'Đặt lịch',
  complaint: 'Khiếu nại',
  feedback: 'Góp ý',
  other: 'Khác',
};

export const CONTACT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];
export const DEFAULT_CONTACT_PRIORITY: ContactPriority = 'medium';

/** customer-account §9: low 48 h, medium 24 h (default), high 4 h, urgent immediate. */
export const CONTACT_PRIORITY_OPTIONS: readonly {
  value: ContactPriority;
  label: string;
  responseTime: string;
}[] = [
  { value: 'low', label: 'Thấp', responseTime: 'phản hồi trong 48 giờ' },
  { value: 'medium', label: 'Trung bình', responseTime: 'phản hồi trong 24 giờ' },
  { value: 'high', label: 'Cao', responseTime: 'phản hồi trong 4 giờ' },
  { value: 'urgent', label: 'Khẩn cấp', responseTime: 'phản hồi ngay' },
];

export const CONTACT_STATUSES = ['new', 'in_progress', 'replied', 'resolved', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Where a request came from: the contact page or the help centre's support form. */
export const CONTACT_SOURCES = ['contact', 'help'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** The contact form's subjects and the type each one files under (customer-account §7). */
export const CONTACT_SUBJECTS = [
  { value: 'consultation', label: 'Tư vấn dịch vụ', type: 'inquiry' },
  { value: 'booking', label: 'Đặt lịch hẹn', type: 'booking' },
  { value: 'complaint', label: 'Khiếu nại', type: 'complaint' },
  { value: 'feedback', label: 'Góp ý', type: 'feedback' },
  { value: 'business', label: 'Hợp tác kinh doanh', type: 'other' },
  { value: 'other', label: 'Khác', type: 'other' },
] as const satisfies readonly { value: string; label: string; type: ContactType }[];
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];
export const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [
  ContactSubject,
  ...ContactSubject[],
];

/** The type a subject files under; anything unknown is an inquiry. */
export function contactTypeForSubject(subject: string): ContactType {
  return CONTACT_SUBJECTS.find((s) => s.value === subject)?.type ?? 'inquiry';
}

export function contactSubjectLabel(subject: string): string {
  return CONTACT_SUBJECTS.find((s) => s.value === subject)?.label ?? subject;
}

/** The help centre's support form: what the question is about, and the type it files under. */
export const SUPPORT_TOPICS = [
  { value: 'booking', label: 'Đặt lịch, đổi hoặc hủy lịch', type: 'booking' },
  { value: 'order', label: 'Đơn hàng và thanh toán', type: 'inquiry' },
  { value: 'account', label: 'Tài khoản', type: 'inquiry' },
  { value: 'service', label: 'Dịch vụ và sản phẩm', type: 'inquiry' },
  { value: 'complaint', label: 'Khiếu nại', type: 'complaint' },
  { value: 'feedback', label: 'Góp ý', type: 'feedback' },
  { value: 'other', label: 'Khác', type: 'other' },
] as const satisfies readonly { value: string; label: string; type: ContactType }[];
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]['value'];
export const SUPPORT_TOPIC_VALUES = SUPPORT_TOPICS.map((t) => t.value) as [
  SupportTopic,
  ...SupportTopic[],
];

export function contactTypeForSupportTopic(topic: SupportTopic): ContactType {
  return SUPPORT_TOPICS.find((t) => t.value === topic)?.type ?? 'inquiry';
}

/** How the customer would like to be answered. */
export const CONTACT_METHODS = [
  { value: 'phone', label: 'Gọi điện thoại' },
  { value: 'email', label: 'Email' },
  { value: 'chat', label: 'Tin nhắn trên website' },
] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number]['value'];
export const CONTACT_METHOD_VALUES = CONTACT_METHODS.map((m) => m.value) as [
  ContactMethod,
  ...ContactMethod[],
];
