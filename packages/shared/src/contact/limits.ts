export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 100,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 1000,
  /**
   * Contact and support messages accepted within the window: per phone and per e-mail (one
   * customer), and loosely per client address, since a shop, a family or a mobile carrier's NAT
   * puts many customers behind one address.
   */
  perPhone: 5,
  perEmail: 5,
  perAddress: 30,
  windowMs: 15 * 60_000,
} as const;

/* The help centre's reply-time promise is a setting: supportReplyText (settings/defaults.ts). */
