/**
 * The back office's global toast settings (back-office §2.18): top right, 24 px from the top,
 * 4 seconds, at most 5 at once. The admin layout's App holder applies them to every
 * notification toast; the toast demo shows them.
 */
export const ADMIN_TOAST_SETTINGS = {
  placement: 'topRight',
  top: 24,
  duration: 4,
  maxCount: 5,
} as const;
