import { PREFERENCE_DEFAULTS, type Preferences } from '@salon/shared';
import { theme as antTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme as baseTheme } from '../../app/theme';
import { composite, contrastRatio, parseColor, readableColor } from '../../lib/contrast';
import { preferenceTheme } from './preference-theme';

/** The design tokens the back office really renders with: the base theme, then the user's. */
function tokensOf(preferences: Partial<Preferences>) {
  const own = preferenceTheme({ ...PREFERENCE_DEFAULTS, ...preferences }, false);
  return antTheme.getDesignToken({
    ...own,
    token: { ...baseTheme.token, ...own.token },
  });
}

const TEXTS = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextLabel',
  'colorTextHeading',
] as const;
const SURFACES = ['colorBgContainer', 'colorBgLayout', 'colorBgElevated'] as const;

describe('the back-office themes keep every text readable', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`${mode}: body and secondary text reach 4.5:1 on every surface`, () => {
      const tokens = tokensOf({ theme: mode });
      for (const surface of SURFACES) {
        for (const text of TEXTS) {
          const ratio = contrastRatio(tokens[text], tokens[surface]);
          expect(
            ratio,
            `${text} ${tokens[text]} on ${surface} ${tokens[surface]}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }

  it('the dark theme really is dark: light text on a near-black page', () => {
    const tokens = tokensOf({ theme: 'dark' });
    const text = composite(
      parseColor(tokens.colorTextSecondary),
      parseColor(tokens.colorBgContainer),
    );
    expect(text.r).toBeGreaterThan(150);
    expect(parseColor(tokens.colorBgContainer).r).toBeLessThan(40);
  });

  it("a compact layout or another primary colour does not change the text's contrast", () => {
    const tokens = tokensOf({ theme: 'dark', compact_mode: true, primary_color: '#722ed1' });
    expect(
      contrastRatio(tokens.colorTextSecondary, tokens.colorBgContainer),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Near-black secondary text on black: the defect this guards against.
    expect(contrastRatio('rgba(0, 0, 0, 0.55)', '#141414')).toBeLessThan(1.2);
  });

  it('lightens a status colour on a dark card, darkens it on a light one, keeps it when readable', () => {
    const onDark = readableColor('#0958d9', '#141414');
    expect(contrastRatio(onDark, '#141414')).toBeGreaterThanOrEqual(4.5);
    expect(onDark).not.toBe('#0958d9');
    expect(readableColor('#0958d9', '#ffffff')).toBe('#0958d9');
    expect(contrastRatio(readableColor('#8c8c8c', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
