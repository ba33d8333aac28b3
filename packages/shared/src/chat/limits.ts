/** Chat limits (customer-account §9, back-office §9), and what a real chat needs against abuse. */
export const CHAT_LIMITS = {
  /** The composer's limit, trimmed (back-office §5). */
  messageMax: 2_000,
  /** The first message of a conversation staff create (back-office §5). */
  firstMessageMax: 1_000,
  /** The composer shows its counter past this share of the limit. */
  counterFromRatio: 0.8,
  closeReasonMax: 500,
  messagesPerPage: 50,
  conversationsPerPage: 20,
  /** Customer search in the create dialog (back-office §5). */
  customerSearchMin: 2,
  customerSearchPerPage: 20,
  /** One file per message; images are re-encoded, PDFs kept as sent. */
  fileMaxBytes: 5 * 1024 * 1024,
  captionMax: 500,
  /** Messages (text or file) one user may send per minute, across every instance. */
  messagesPerMinute: 20,
  /** Files one user may send per hour. */
  filesPerHour: 30,
  /** New conversations one customer may open per day. */
  conversationsPerDay: 10,
  /** The unread count is asked at most this often, and only while the live stream is down. */
  fallbackPollMs: 10_000,
  /** Debounces (back-office §9): the create dialog's customer search, the list's search box. */
  dialogSearchDebounceMs: 500,
  listSearchDebounceMs: 300,
  /** The scroll-to-bottom button shows beyond this distance from the bottom. */
  scrollButtonPx: 100,
  /** Skeleton rows while the list loads. */
  listSkeletonRows: 5,
} as const;

/** What a chat file may be: the image types every upload accepts, and PDF. */
export const CHAT_FILE = {
  imageTypes: ['jpeg', 'png', 'webp'] as const,
  documentTypes: ['pdf'] as const,
  accept: 'image/jpeg,image/png,image/webp,application/pdf,.pdf',
} as const;

/** The AI consultant (customer-account: AI chat page). */
export const AI_CHAT_LIMITS = {
  messageMax: 1_000,
  /** Questions one client may ask per minute (per user, or per address for guests). */
  perMinute: 20,
  perMinutePerAddress: 60,
  /** Earlier turns a language model is given as context. */
  historyTurns: 10,
  /** A model that has not answered by then is given up; the built-in engine answers. */
  providerTimeoutMs: 8_000,
  /** A session nobody wrote in for this long is closed; its id then starts a new session. */
  sessionIdleMs: 24 * 60 * 60 * 1000,
  /** A guest's sessions (no customer) are deleted with their messages after this long. */
  guestRetentionMs: 90 * 24 * 60 * 60 * 1000,
} as const;
