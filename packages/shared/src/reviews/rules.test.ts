import { describe, expect, it } from 'vitest';
import { averageRating, RATED_REVIEW_STATUS, ratingSummary } from './rules.js';

describe('the rating rule', () => {
  it('counts approved reviews only', () => {
    expect(RATED_REVIEW_STATUS).toBe('approved');
  });

  it('averages to one decimal, and has no average without ratings', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(5, 1)).toBe(5);
  });

  it('sums up counts per star', () => {
    expect(
      ratingSummary(
        new Map([
          [5, 2],
          [4, 1],
        ]),
      ),
    ).toEqual({
      total: 3,
      average: 4.7,
      breakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 },
    });
    expect(ratingSummary(new Map())).toEqual({
      total: 0,
      average: 0,
      breakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });
});
