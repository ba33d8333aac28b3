import { describe, expect, it } from 'vitest';
import { controlsLayout } from './ScrollCarousel';

describe("a scroll carousel's controls before any script runs", () => {
  it('leave out the dots past the last start and the controls where every slide is in view', () => {
    // 6 featured services: 1 in view on a phone, 2 from 768 px, 3 from 1200 px.
    expect(controlsLayout(6, { xs: 1, sm: 1, md: 2, xl: 3 })).toEqual({
      'data-hide-md': '1',
      'data-hide-xl': '2',
    });
    // 3 testimonials, 2 in view from 768 px; 2 products with 4 in view fit from 1200 px.
    expect(controlsLayout(3, { xs: 1, sm: 1, md: 2, xl: 2 })).toEqual({
      'data-hide-md': '1',
      'data-hide-xl': '1',
    });
    expect(controlsLayout(2, { xs: 1, sm: 2, md: 3, xl: 4 })).toEqual({
      'data-fits-sm': '',
      'data-fits-md': '',
      'data-fits-xl': '',
    });
  });
});
