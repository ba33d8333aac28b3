export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 100,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 1000,
  /** Contact and support requests accepted per client address within the window. */
  perAddress: 5,
  windowMs: 15 * 60_000,
} as const;

/** The help centre's promise (customer-account §9). */
export const SUPPORT_RESPONSE_TEXT = 'Phản hồi trong vòng 4 giờ làm việc';
export const SUPPORT_HOURS_TEXT = 'Hotline 9:00 – 19:00 hằng ngày';
