import { describe, expect, it } from 'vitest';
import { featuredOrFilled, fillUp } from './fill-up';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe('the featured lists of the home page', () => {
  it('put the featured first, then the fallback without repeats, up to the limit', () => {
    expect(fillUp(items(4, 2), items(1, 2, 3, 4, 5, 6), 5)).toEqual(items(4, 2, 1, 3, 5));
    expect(fillUp(items(), items(1, 2), 6)).toEqual(items(1, 2));
  });

  it('ask for the fallback only when the featured are fewer than the minimum', async () => {
    const asked: string[] = [];
    const featured = (ids: number[]) => async () => (asked.push('featured'), items(...ids));
    const fallback = async () => (asked.push('fallback'), items(9, 1, 8, 7));

    expect(await featuredOrFilled(featured([1, 2, 3]), fallback, { minimum: 3, limit: 6 })).toEqual(
      items(1, 2, 3),
    );
    expect(asked).toEqual(['featured']);

    asked.length = 0;
    expect(await featuredOrFilled(featured([1]), fallback, { minimum: 3, limit: 3 })).toEqual(
      items(1, 9, 8),
    );
    expect(asked).toEqual(['featured', 'fallback']);
  });
});
