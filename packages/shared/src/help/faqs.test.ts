import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, GUEST_BOOKING_LIMITS } from '../booking/constants.js';
import { ORDER_FEES } from '../orders/constants.js';
import { formatVndText } from '../orders/money-text.js';
import { DEFAULT_PUBLIC_SETTINGS } from '../settings/defaults.js';
import { FAQS, helpFaqs, popularFaqs, searchFaqs } from './faqs.js';
import { HELP_GUIDES } from './guides.js';

describe('help content', () => {
  it('has 15 FAQs with unique ids and 6 guides', () => {
    expect(FAQS).toHaveLength(15);
    expect(new Set(FAQS.map((f) => f.id)).size).toBe(15);
    expect(HELP_GUIDES).toHaveLength(6);
  });

  it('finds questions without diacritics', () => {
    const found = searchFaqs(FAQS, 'huy lich');
    expect(found.map((f) => f.id)).toContain('appointment-cancel');
    expect(searchFaqs(FAQS, 'THANH TOAN qr').map((f) => f.id)).toContain('payment-methods');
    expect(searchFaqs(FAQS, 'xyz không có')).toEqual([]);
    expect(searchFaqs(FAQS, '  ')).toHaveLength(15);
  });

  it('matches word starts only: "hủy" does not find "chuyển" (chuyển khoản)', () => {
    const found = searchFaqs(FAQS, 'hủy').map((f) => f.id);
    expect(found).toContain('appointment-cancel');
    expect(found).not.toContain('payment-methods');
    expect(found).not.toContain('booking-confirmation');
    expect(found.every((id) => id === 'appointment-cancel' || id === 'shop-order-status')).toBe(
      true,
    );
  });

  it('ranks questions that hold the words before answers that do', () => {
    const found = searchFaqs(FAQS, 'hủy');
    // "Tôi có thể hủy lịch hẹn không?" asks it; the order-status answer only mentions it.
    expect(found.map((f) => f.id)).toEqual(['appointment-cancel', 'shop-order-status']);
  });

  it('ranks popular questions by votes, then featured ones', () => {
    const noVotes = popularFaqs(FAQS, {}, 3);
    expect(noVotes.every((f) => f.featured)).toBe(true);
    const voted = popularFaqs(FAQS, { 'salon-products': { helpful: 3, not_helpful: 0 } }, 3);
    expect(voted[0]?.id).toBe('salon-products');
    const disliked = popularFaqs(FAQS, { 'booking-online': { helpful: 0, not_helpful: 4 } }, 15);
    expect(disliked.at(-1)?.id).toBe('booking-online');
  });

  describe('say what the rules do', () => {
    const answer = (id: string, faqs = FAQS) => faqs.find((faq) => faq.id === id)?.answer ?? '';

    it('the delivery fee and the free-delivery threshold are those of ORDER_FEES, as checkout shows them', () => {
      const text = answer('shop-delivery');
      expect(text).toContain(formatVndText(ORDER_FEES.deliveryFee));
      expect(text).toContain(formatVndText(ORDER_FEES.freeDeliveryFrom));
      expect(text).not.toMatch(/\d\.000đ/);
    });

    it('a guest account gets a random password shown once and sent by SMS, not the phone number', () => {
      const text = answer('booking-guest-account');
      expect(text).not.toMatch(/mật khẩu (đều )?là số điện thoại|đều là số điện thoại/);
      expect(text).toContain(`${GUEST_BOOKING_LIMITS.initialPasswordLength} ký tự ngẫu nhiên`);
      expect(text).toContain('SMS');
      expect(text).toContain('đổi mật khẩu');
    });

    it('the booking, rescheduling and cancelling windows are the booking rules and settings', () => {
      expect(answer('booking-advance')).toContain(
        `${DEFAULT_PUBLIC_SETTINGS.system.booking_advance_days} ngày`,
      );
      expect(answer('booking-advance', helpFaqs({ bookingAdvanceDays: 14 }))).toContain('14 ngày');
      expect(answer('appointment-reschedule')).toContain(
        `hơn ${BOOKING_LIMITS.rescheduleMinHours} giờ`,
      );
      expect(answer('appointment-cancel')).toContain(`hơn ${BOOKING_LIMITS.cancelMinHours} giờ`);
      expect(answer('appointment-cancel')).toContain(
        `tối đa ${BOOKING_LIMITS.cancelReasonMax} ký tự`,
      );
    });

    it('the guides say the same: a random password, the fee of ORDER_FEES', () => {
      const steps = HELP_GUIDES.flatMap((guide) => guide.steps).join('\n');
      expect(steps).not.toContain('đều là số điện thoại');
      expect(steps).toContain(`${GUEST_BOOKING_LIMITS.initialPasswordLength} ký tự`);
      expect(steps).toContain(formatVndText(ORDER_FEES.deliveryFee));
      expect(steps).not.toMatch(/\d\.000đ/);
    });

    it('does not claim that only free time slots are shown (full ones are shown disabled)', () => {
      expect(answer('booking-online')).not.toContain('Chỉ những khung giờ còn chỗ');
    });
  });
});
