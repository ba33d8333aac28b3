import { describe, expect, it } from 'vitest';
import { helpTab } from './help-tab';

describe('helpTab', () => {
  it('opens the tab the address names', () => {
    expect(helpTab(new URLSearchParams('tab=faq'))).toBe('faq');
    expect(helpTab(new URLSearchParams('tab=videos'))).toBe('videos');
    expect(helpTab(new URLSearchParams('tab=support'))).toBe('support');
  });

  it('opens the guides without a tab or with an unknown one', () => {
    expect(helpTab(new URLSearchParams(''))).toBe('guides');
    expect(helpTab(new URLSearchParams('tab=admin'))).toBe('guides');
  });
});
