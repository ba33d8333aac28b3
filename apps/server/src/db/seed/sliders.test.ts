import { isSafeSliderLink } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_BANNERS } from './image-plan.js';
import { planDemoImages } from './image-plan.js';
import { demoUrl } from './image-paths.js';
import { SERVICES, serviceSlug } from './catalog-services.js';
import { demoSliders } from './sliders.js';

describe('demo sliders', () => {
  const sliders = demoSliders();
  const drawn = new Set(
    planDemoImages().flatMap((job) => job.outputs.map((output) => demoUrl(output.relPath))),
  );

  it('turns every drawn banner into a home banner, in order', () => {
    const banners = sliders.filter((s) => s.type === 'banner' && s.position === 'home');
    expect(banners).toHaveLength(DEMO_BANNERS.length);
    expect(banners.map((s) => s.sort_order)).toEqual(DEMO_BANNERS.map((_, i) => i + 1));
    for (const banner of banners) {
      expect(banner.position).toBe('home');
      expect(banner.link_text).toBeTruthy();
    }
  });

  it('adds ads for the home gallery from the service pictures', () => {
    const ads = sliders.filter((s) => s.type === 'ads');
    expect(ads.length).toBeGreaterThanOrEqual(8);
    const slugs = new Set(SERVICES.map((s) => `/dich-vu/${serviceSlug(s)}`));
    for (const ad of ads) {
      expect(ad.position).toBe('home');
      expect(slugs.has(ad.link_url ?? '')).toBe(true);
      expect(drawn.has(ad.thumbnail_url ?? '')).toBe(true);
    }
  });

  it('gives the about and contact pages and the service and product lists a banner each', () => {
    const pages = sliders.filter((s) => s.position !== 'home');
    expect(pages.map((s) => s.position).sort()).toEqual(['about', 'contact', 'product', 'service']);
    for (const banner of pages) {
      expect(banner.type).toBe('banner');
      expect(banner.title).toBeTruthy();
      // Words, not figures: nothing on a banner goes stale.
      expect(`${banner.title} ${banner.description}`).not.toMatch(/\d/);
    }
  });

  it('uses only pictures the seed draws, and safe links', () => {
    for (const slider of sliders) {
      expect(drawn.has(slider.image_url)).toBe(true);
      if (slider.link_url !== null) expect(isSafeSliderLink(slider.link_url ?? '')).toBe(true);
      expect(slider.search_text).not.toMatch(/[^\x20-\x7e]/);
    }
  });
});
