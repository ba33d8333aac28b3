import { describe, expect, it } from 'vitest';
import { lastPosition, nextPosition, previousPosition, trackPosition } from './use-carousel';

describe('a carousel', () => {
  it('can start at any slide that still fills the view', () => {
    expect(lastPosition(6, 3)).toBe(3);
    expect(lastPosition(5, 1)).toBe(4);
    expect(lastPosition(2, 3)).toBe(0);
    expect(lastPosition(0, 1)).toBe(0);
    expect(lastPosition(4, 0)).toBe(3);
  });

  it('steps on and back, turning round at both ends', () => {
    expect(nextPosition(0, 4)).toBe(1);
    expect(nextPosition(4, 4)).toBe(0);
    expect(previousPosition(2, 4)).toBe(1);
    expect(previousPosition(0, 4)).toBe(4);
    expect(nextPosition(0, 0)).toBe(0);
  });

  it('reads the slide at the left edge and the slides in view from the scrolled track', () => {
    // 3 slides of 400 px with their 16 px gap in a 1216 px track, scrolled two slides on.
    expect(trackPosition({ clientWidth: 1216, scrollLeft: 832 }, 416)).toEqual({
      index: 2,
      perView: 3,
    });
    // Half-way through a swipe the nearest slide counts; never fewer than one in view.
    expect(trackPosition({ clientWidth: 200, scrollLeft: 250 }, 343)).toEqual({
      index: 1,
      perView: 1,
    });
  });
});
