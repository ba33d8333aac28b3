import { describe, expect, it } from 'vitest';
import { FAQS, popularFaqs, searchFaqs } from './faqs.js';
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
});
