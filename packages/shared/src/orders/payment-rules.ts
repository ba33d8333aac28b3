import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './constants.js';
import { ORDER_MESSAGES } from './messages.js';
import { methodAcceptsAmount, type PaymentMethodSetting } from './payment-settings.js';

/**
 * Whether checkout may take this method for this total, by the salon's method settings:
 * null when it may, else the Vietnamese message to show. A method missing from the settings or
 * switched off is unavailable; one outside its min–max range says the range.
 */
export function assertMethodAccepts(
  settings: readonly PaymentMethodSetting[],
  method: PaymentMethod,
  total: number,
): string | null {
  const setting = settings.find((candidate) => candidate.method === method);
  if (!setting || !setting.is_active) return ORDER_MESSAGES.paymentMethodUnavailable;
  if (methodAcceptsAmount(setting, total)) return null;
  return ORDER_MESSAGES.paymentMethodOutOfRange(
    setting.name || PAYMENT_METHOD_LABELS[method],
    setting.min_amount,
    setting.max_amount,
  );
}
