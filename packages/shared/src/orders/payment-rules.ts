import {
  CHECKOUT_PAYMENT_METHODS,
  PAYMENT_METHOD_IN_DEVELOPMENT_NOTE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './constants.js';
import { ORDER_MESSAGES } from './messages.js';
import { methodAcceptsAmount, type PaymentMethodSetting } from './payment-settings.js';

/**
 * What checkout needs to know of a method the salon takes (`GET /api/public/payment-methods`):
 * its display name and the order totals it accepts; fees and providers stay in the back office.
 */
export interface CheckoutPaymentMethod {
  method: PaymentMethod;
  name: string;
  min_amount: number;
  max_amount: number;
}

/** The methods checkout takes now: switched on in the settings and not still in development. */
export function checkoutPaymentMethods(
  settings: readonly PaymentMethodSetting[],
): CheckoutPaymentMethod[] {
  return CHECKOUT_PAYMENT_METHODS.flatMap((method) => {
    const setting = settings.find((candidate) => candidate.method === method);
    if (!setting?.is_active) return [];
    return [
      {
        method,
        name: setting.name || PAYMENT_METHOD_LABELS[method],
        min_amount: setting.min_amount,
        max_amount: setting.max_amount,
      },
    ];
  });
}

/**
 * Why a method cannot be chosen at all, whatever the total, or null: online payment is still in
 * development (shown, never taken); a method switched off or missing from the settings is not
 * taken now.
 */
export function methodUnavailableReason(
  settings: readonly Pick<PaymentMethodSetting, 'method' | 'is_active'>[],
  method: PaymentMethod,
): string | null {
  if (!CHECKOUT_PAYMENT_METHODS.includes(method)) return ORDER_MESSAGES.paymentMethodInDevelopment;
  const setting = settings.find((candidate) => candidate.method === method);
  if (!setting?.is_active) return ORDER_MESSAGES.paymentMethodUnavailable;
  return null;
}

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
  const unavailable = methodUnavailableReason(settings, method);
  if (unavailable) return unavailable;
  const setting = settings.find((candidate) => candidate.method === method);
  if (!setting || methodAcceptsAmount(setting, total)) return null;
  return ORDER_MESSAGES.paymentMethodOutOfRange(
    setting.name || PAYMENT_METHOD_LABELS[method],
    setting.min_amount,
    setting.max_amount,
  );
}

/** One choice of the checkout's payment field. */
export interface CheckoutPaymentOption {
  method: PaymentMethod;
  label: string;
  /** Whether it can be picked for this total. */
  offered: boolean;
  /** Why not (in development, or the method's range), shown beside it. */
  note: string | null;
}

/**
 * The checkout's payment choices (customer-account §2): the methods the salon takes now, each
 * offered when the total is in its range (else shown with the range), and online payment shown
 * but disabled, labelled as in development. A method switched off is not listed.
 */
export function checkoutPaymentOptions(
  methods: readonly CheckoutPaymentMethod[],
  total: number,
): CheckoutPaymentOption[] {
  return PAYMENT_METHODS.flatMap((method): CheckoutPaymentOption[] => {
    if (!CHECKOUT_PAYMENT_METHODS.includes(method)) {
      return [
        {
          method,
          label: PAYMENT_METHOD_LABELS[method],
          offered: false,
          note: PAYMENT_METHOD_IN_DEVELOPMENT_NOTE,
        },
      ];
    }
    const taken = methods.find((candidate) => candidate.method === method);
    if (!taken) return [];
    const inRange = total >= taken.min_amount && total <= taken.max_amount;
    return [
      {
        method,
        label: PAYMENT_METHOD_LABELS[method],
        offered: inRange,
        note: inRange
          ? null
          : ORDER_MESSAGES.paymentMethodOutOfRange(taken.name, taken.min_amount, taken.max_amount),
      },
    ];
  });
}
