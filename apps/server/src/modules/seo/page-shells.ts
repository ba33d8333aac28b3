import type { PublicSlider } from '@salon/shared';
import { escapeHtml } from './head-tags.js';

/*
 * What the home page and the item pages show before their script has run: the bars and the
 * largest picture (the first banner, the item's photo), drawn from the HTML alone. The browser
 * fetches that picture with the page, so the largest paint does not wait for the app; the app
 * then replaces this markup (it is not hydrated). Heights match the real bars and hero.
 */
/**
 * A page drawn before its script runs: `preload` goes first in the head, ahead of the scripts,
 * so the picture is fetched before them; `body` goes in the app's root element.
 */
export interface PageShell {
  preload: string;
  body: string;
}

function preloadImage(href: string, media?: string): string {
  const forMedia = media ? ` media="${media}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${forMedia} fetchpriority="high" />`;
}

const BARS = '<div class="boot-top"></div><div class="boot-header"></div>';

/** The top bar and the header, as tall as the real ones. */
const BARS_STYLE = `.boot-top{background:#1f5c3e;height:32px}
.boot-header{background:#fff;height:64px;border-bottom:1px solid #f0f0f0}`;

const HOME_STYLE = `<style>
${BARS_STYLE}
.boot-hero{position:relative;height:clamp(420px,42vw,560px);overflow:hidden;background:linear-gradient(135deg,#17372a 0%,#2d7f56 60%,#3f9a6c 100%)}
.boot-hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.boot-hero::after{content:'';position:absolute;inset:0;background:linear-gradient(90deg,rgba(10,30,20,.78) 0%,rgba(10,30,20,.45) 55%,rgba(10,30,20,.1) 100%)}
</style>`;

const ITEM_STYLE = `<style>
${BARS_STYLE}
.boot-item{max-width:1200px;margin:0 auto;padding:120px 16px 0}
.boot-item img{display:block;width:100%;max-width:560px;aspect-ratio:4/3;height:auto;object-fit:cover;border-radius:8px;background:#f1ece6}
</style>`;

/** A service's or product's page before its script has run: the bars and its main picture. */
export function renderItemShell(picture: string): PageShell {
  return {
    preload: preloadImage(picture),
    body: `${ITEM_STYLE}<div aria-hidden="true">${BARS}<div class="boot-item"><img src="${escapeHtml(picture)}" alt="" width="800" height="600" fetchpriority="high" /></div></div>`,
  };
}

export function renderHomeShell(banner: PublicSlider | undefined): PageShell {
  const picture = banner
    ? `<picture>${
        banner.mobile_image_url
          ? `<source media="(max-width: 767px)" srcset="${escapeHtml(banner.mobile_image_url)}" />`
          : ''
      }<img src="${escapeHtml(banner.image_url)}" alt="" width="1600" height="600" fetchpriority="high" /></picture>`
    : '';
  let preload = '';
  if (banner?.mobile_image_url) {
    preload =
      preloadImage(banner.mobile_image_url, '(max-width: 767px)') +
      preloadImage(banner.image_url, '(min-width: 768px)');
  } else if (banner) {
    preload = preloadImage(banner.image_url);
  }
  return {
    preload,
    body: `${HOME_STYLE}<div aria-hidden="true">${BARS}<div class="boot-hero">${picture}</div></div>`,
  };
}
