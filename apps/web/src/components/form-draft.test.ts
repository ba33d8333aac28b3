import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { restoreDraft, serializeDraft } from './form-draft';

describe('a form draft', () => {
  it('keeps plain values and dates, and gives them back as the form holds them', () => {
    const start = dayjs('2026-12-01T00:00:00+07:00');
    const end = dayjs('2026-12-31T00:00:00+07:00');
    const text = serializeDraft({
      name: 'Giảm giá Tết',
      discount_value: 15,
      active: true,
      items: ['service:3', 'product:7'],
      dates: [start, end],
      max_discount_amount: null,
    });
    const back = restoreDraft(text)!;
    expect(back).toMatchObject({
      name: 'Giảm giá Tết',
      discount_value: 15,
      active: true,
      items: ['service:3', 'product:7'],
      max_discount_amount: null,
    });
    const [from, to] = back.dates as dayjs.Dayjs[];
    expect(dayjs.isDayjs(from)).toBe(true);
    expect(from!.valueOf()).toBe(start.valueOf());
    expect(to!.valueOf()).toBe(end.valueOf());
  });

  it('leaves out what cannot be stored (files, functions, objects)', () => {
    const back = restoreDraft(
      serializeDraft({ name: 'A', upload: { file: new Blob() }, run: () => 1, note: undefined }),
    );
    expect(back).toEqual({ name: 'A' });
  });

  it('reads nothing from a missing or broken draft', () => {
    expect(restoreDraft(null)).toBeNull();
    expect(restoreDraft('')).toBeNull();
    expect(restoreDraft('{not json')).toBeNull();
    expect(restoreDraft('[1,2]')).toBeNull();
    expect(restoreDraft('"text"')).toBeNull();
  });
});
