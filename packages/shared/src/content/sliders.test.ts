import { describe, expect, it } from 'vitest';
import { sliderFieldsSchema } from './slider-schemas.js';
import { isSafeSliderLink, sliderDisplayStatus, SLIDER_MESSAGES as M } from './sliders.js';

describe('sliderDisplayStatus', () => {
  const today = '2026-11-21';
  const slider = (is_active: boolean, start_date: string | null, end_date: string | null) => ({
    is_active,
    start_date,
    end_date,
  });
  it('inactive first, then upcoming, expired, else active (dates inclusive)', () => {
    expect(sliderDisplayStatus(slider(false, null, null), today)).toBe('inactive');
    expect(sliderDisplayStatus(slider(false, '2026-12-01', null), today)).toBe('inactive');
    expect(sliderDisplayStatus(slider(true, '2026-11-22', null), today)).toBe('upcoming');
    expect(sliderDisplayStatus(slider(true, null, '2026-11-20'), today)).toBe('expired');
    expect(sliderDisplayStatus(slider(true, today, today), today)).toBe('active');
    expect(sliderDisplayStatus(slider(true, null, null), today)).toBe('active');
  });
});

describe('isSafeSliderLink', () => {
  it('accepts site paths and web addresses only', () => {
    expect(isSafeSliderLink('/booking')).toBe(true);
    expect(isSafeSliderLink('https://salontocviet.vn/uu-dai')).toBe(true);
    expect(isSafeSliderLink('http://example.com')).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'booking', ''])
      expect(isSafeSliderLink(bad), bad).toBe(false);
  });
});

describe('sliderFieldsSchema', () => {
  it('fills the defaults of back-office §5 and reads form strings', () => {
    expect(
      sliderFieldsSchema.parse({
        title: ' Khai trương ',
        subtitle: '',
        sort_order: '',
        type: 'banner',
        position: 'home',
      }),
    ).toEqual({
      title: 'Khai trương',
      type: 'banner',
      position: 'home',
      button_style: 'primary',
      target_type: '_self',
      sort_order: 0,
      is_active: true,
    });
    expect(
      sliderFieldsSchema.parse({
        title: 'A',
        is_active: '0',
        sort_order: '3',
        type: 'ads',
        position: 'home',
      }),
    ).toMatchObject({ is_active: false, sort_order: 3, type: 'ads' });
  });

  it('gives the Vietnamese messages', () => {
    const issues = (input: Record<string, unknown>) =>
      sliderFieldsSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    const choices = { type: 'banner', position: 'home' };
    expect(issues({})).toEqual([M.titleRequired, M.typeRequired, M.positionRequired]);
    expect(issues({ ...choices, title: 'A', type: '' })).toEqual([M.typeRequired]);
    expect(issues({ ...choices, title: 'A', position: '  ' })).toEqual([M.positionRequired]);
    expect(issues({ ...choices, title: 'A', start_date: '2026-02-30' })).toEqual([M.invalidDate]);
    expect(
      issues({ ...choices, title: 'A', start_date: '2026-12-02', end_date: '2026-12-01' }),
    ).toEqual([M.endBeforeStart]);
  });
});
