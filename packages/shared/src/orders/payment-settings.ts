import type { PaymentMethod } from './constants.js';

/**
 * The payment methods of back-office §9 as the salon configures them: what each costs the salon
 * (processing fee, for the payments screen), and the order totals it accepts.
 */
export interface PaymentMethodSetting {
  method: PaymentMethod;
  name: string;
  provider: string;
  is_active: boolean;
  /** Percent of the amount the provider keeps. */
  processing_fee_percent: number;
  min_amount: number;
  max_amount: number;
  estimated_time: string;
}

export const DEFAULT_PAYMENT_METHOD_SETTINGS: PaymentMethodSetting[] = [
  {
    method: 'cash',
    name: 'Tiền mặt',
    provider: 'Tại quầy / khi giao hàng',
    is_active: true,
    processing_fee_percent: 0,
    min_amount: 1_000,
    max_amount: 20_000_000,
    estimated_time: 'Ngay khi nhận hàng',
  },
  {
    method: 'card',
    name: 'Thẻ ngân hàng',
    provider: 'Máy POS tại quầy',
    is_active: true,
    processing_fee_percent: 2.9,
    min_amount: 10_000,
    max_amount: 50_000_000,
    estimated_time: 'Ngay lập tức',
  },
  {
    method: 'transfer',
    name: 'Chuyển khoản VietQR',
    provider: 'Napas 247',
    is_active: true,
    processing_fee_percent: 0.5,
    min_amount: 10_000,
    max_amount: 100_000_000,
    estimated_time: 'Vài giây sau khi chuyển',
  },
  {
    method: 'online',
    name: 'Ví điện tử',
    provider: 'Đang phát triển',
    is_active: false,
    processing_fee_percent: 1.5,
    min_amount: 1_000,
    max_amount: 20_000_000,
    estimated_time: 'Ngay lập tức',
  },
];

/** An installment plan the salon offers (back-office §9); shown, not yet sold at checkout. */
export interface InstallmentPlan {
  id: string;
  name: string;
  months: number;
  /** Percent a month. */
  interest_rate: number;
  min_amount: number;
  max_amount: number;
  is_active: boolean;
}

export const DEFAULT_INSTALLMENT_PLANS: InstallmentPlan[] = [
  {
    id: '3m',
    name: 'Trả góp 3 tháng',
    months: 3,
    interest_rate: 0.5,
    min_amount: 1_000_000,
    max_amount: 10_000_000,
    is_active: true,
  },
  {
    id: '6m',
    name: 'Trả góp 6 tháng',
    months: 6,
    interest_rate: 1,
    min_amount: 2_000_000,
    max_amount: 20_000_000,
    is_active: true,
  },
  {
    id: '12m',
    name: 'Trả góp 12 tháng',
    months: 12,
    interest_rate: 1.5,
    min_amount: 5_000_000,
    max_amount: 50_000_000,
    is_active: true,
  },
];

/** What the provider keeps of one payment, in whole đồng. */
export function processingFee(
  amount: number,
  setting: Pick<PaymentMethodSetting, 'processing_fee_percent'>,
): number {
  return Math.round((amount * setting.processing_fee_percent) / 100);
}

/** Whether a method takes an order of this total. */
export function methodAcceptsAmount(
  setting: Pick<PaymentMethodSetting, 'is_active' | 'min_amount' | 'max_amount'>,
  amount: number,
): boolean {
  return setting.is_active && amount >= setting.min_amount && amount <= setting.max_amount;
}

/** What each monthly payment of a plan comes to (flat interest on the amount). */
export function installmentMonthly(
  amount: number,
  plan: Pick<InstallmentPlan, 'months' | 'interest_rate'>,
): number {
  return Math.round((amount * (1 + (plan.interest_rate / 100) * plan.months)) / plan.months);
}
