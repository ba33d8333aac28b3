import { describe, expect, it } from 'vitest';
import { readQuestion } from './text.js';
import { readWhen, type When } from './when.js';

// A Thursday.
const TODAY = '2026-11-26';

function when(text: string): When {
  return readWhen(readQuestion(text, new Set()).words, TODAY);
}

describe('reading the day and time of a question', () => {
  it.each([
    ['hôm nay còn chỗ không', { date: '2026-11-26', time: null, part: null }],
    ['nay con cho k', { date: '2026-11-26', time: null, part: null }],
    ['mai còn chỗ không', { date: '2026-11-27', time: null, part: null }],
    ['ngày mai 9h', { date: '2026-11-27', time: '09:00', part: null }],
    ['mốt có lịch không', { date: '2026-11-28', time: null, part: null }],
    ['ngay kia', { date: '2026-11-28', time: null, part: null }],
    ['thứ 7 lúc 14:30', { date: '2026-11-28', time: '14:30', part: null }],
    ['t2 9h30', { date: '2026-11-30', time: '09:30', part: null }],
    ['thứ hai tuần sau', { date: '2026-11-30', time: null, part: null }],
    ['thứ năm tuần sau', { date: '2026-12-03', time: null, part: null }],
    ['chủ nhật', { date: '2026-11-29', time: null, part: null }],
    ['sáng cn', { date: '2026-11-29', time: null, part: 'morning' }],
    ['20/12', { date: '2026-12-20', time: null, part: null }],
    ['1/1', { date: '2027-01-01', time: null, part: null }],
    ['ngày 5', { date: '2026-12-05', time: null, part: null }],
    ['20 tháng 12', { date: '2026-12-20', time: null, part: null }],
    ['2 giờ chiều mai', { date: '2026-11-27', time: '14:00', part: null }],
    ['3h', { date: null, time: '15:00', part: null }],
    ['9 giờ rưỡi', { date: null, time: '09:30', part: null }],
    ['7h tối', { date: null, time: '19:00', part: null }],
    ['chiều mai', { date: '2026-11-27', time: null, part: 'afternoon' }],
    ['tối nay', { date: '2026-11-26', time: null, part: 'evening' }],
    ['cho tôi hỏi giá', { date: null, time: null, part: null }],
    ['cắt tóc mái', { date: null, time: null, part: null }],
    ['giá 100.000 được không', { date: null, time: null, part: null }],
  ] as const)('%s', (text, expected) => {
    expect(when(text)).toEqual(expected);
  });
});

describe('reading a question', () => {
  it('writes out shorthand and mends a typo against the words it knows', () => {
    const question = readQuestion('cat toc nam bn, sdt cn nhuon', new Set(['nhuom']));
    expect(question.folded).toBe('cat toc nam bao nhieu so dien thoai cn nhuom');
    expect(readQuestion('giá nhuomm bao nhiu', new Set(['nhuom'])).folded).toBe(
      'gia nhuom bao nhieu',
    );
  });

  it('knows a question typed with diacritics', () => {
    expect(readQuestion('Cắt tóc', new Set()).accented).toBe(true);
    expect(readQuestion('cat toc', new Set()).accented).toBe(false);
  });
});
