import type { PublicSlider } from '@salon/shared';
import { escapeHtml } from './head-tags.js';

/*
 * What the home page shows before its script has run: the bars' colours and the first banner,
 * drawn from the HTML alone. The browser starts fetching the banner picture with the page, so
 * the largest paint does not wait for the app; the app then replaces this markup (it is not
 * hydrated). Heights and the shade match the real top bar, header and hero, so nothing jumps.
 */
const SHELL_STYLE = `<style>
.boot-top{background:#1f5c3e;height:32px}
.boot-header{background:#fff;height:64px;border-bottom:1px solid #f0f0f0}
.boot-hero{position:relative;height:clamp(420px,42vw,560px);overflow:hidden;background:linear-gradient(135deg,#17372a 0%,#2d7f56 60%,#3f9a6c 100%)}
.boot-hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.boot-hero::after{content:'';position:absolute;inset:0;background:linear-gradient(90deg,rgba(10,30,20,.78) 0%,rgba(10,30,20,.45) 55%,rgba(10,30,20,.1) 100%)}
</style>`;

export function renderHomeShell(banner: PublicSlider | undefined): string {
  const picture = banner
    ? `<picture>${
        banner.mobile_image_url
          ? `<source media="(max-width: 767px)" srcset="${escapeHtml(banner.mobile_image_url)}" />`
          : ''
      }<img src="${escapeHtml(banner.image_url)}" alt="" width="1600" height="600" fetchpriority="high" /></picture>`
    : '';
  return `${SHELL_STYLE}<div aria-hidden="true"><div class="boot-top"></div><div class="boot-header"></div><div class="boot-hero">${picture}</div></div>`;
}
