import { describe, expect, it } from 'vitest';
import { formatUptime, helpfulText, ratingText, votesOf } from './help-logic';

describe('formatUptime', () => {
  it('reads as days, hours and minutes, seconds under a minute', () => {
    expect(formatUptime(0)).toBe('0 giây');
    expect(formatUptime(42.9)).toBe('42 giây');
    expect(formatUptime(60)).toBe('1 phút');
    expect(formatUptime(3 * 86_400 + 4 * 3_600 + 5 * 60 + 7)).toBe('3 ngày 4 giờ 5 phút');
    expect(formatUptime(86_400)).toBe('1 ngày');
    expect(formatUptime(-5)).toBe('0 giây');
  });
});

describe('vote texts', () => {
  it('come from the counts, with zero when nobody voted', () => {
    const none = votesOf(undefined, 'x');
    expect(helpfulText(none)).toBe('Chưa có ai bình chọn');
    expect(ratingText(none)).toBe('Chưa có đánh giá');
    const some = votesOf(
      {
        x: { helpful: 2, not_helpful: 1, rating_count: 2, rating_average: 4.5, mine: null },
      },
      'x',
    );
    expect(helpfulText(some)).toBe('2/3 người thấy hữu ích');
    expect(ratingText(some)).toBe('4,5/5 (2 lượt)');
  });
});
