import { describe, expect, it } from 'vitest';
import { salonFigureCards, yearsSince } from './salon-figures.js';

describe('salon figures', () => {
  it('counts years in the salon calendar', () => {
    expect(yearsSince(2017, '2025-01-01')).toBe(8);
    expect(yearsSince(2017, '2026-12-31')).toBe(9);
    expect(yearsSince(2030, '2026-01-01')).toBe(0);
  });

  it('words every card from the figures, and shows no rating without reviews', () => {
    const figures = {
      customers_served: 1234,
      services: 18,
      founded_year: 2017,
      years: 9,
      rating: { average: 4.6, count: 209 },
    };
    expect(salonFigureCards(figures)).toEqual([
      { key: 'customers', value: '1.234', label: 'Khách hàng đã phục vụ' },
      { key: 'services', value: '18', label: 'Dịch vụ chuyên nghiệp' },
      { key: 'years', value: '9 năm', label: 'Kinh nghiệm (từ 2017)' },
      { key: 'rating', value: '4.6/5', label: 'Đánh giá trung bình (209 đánh giá)' },
    ]);
    expect(salonFigureCards({ ...figures, rating: { average: null, count: 0 } })[3]).toEqual({
      key: 'rating',
      value: '–',
      label: 'Chưa có đánh giá',
    });
  });
});
