/*
 * The first script of a server-drawn page (see app/ssr/defer-scripts.ts). The page is readable
 * as drawn; its app (the scripts kept in <template id="page-scripts">) is fetched once the page
 * has been shown with its largest picture, so on a phone's connection the scripts do not take
 * the bandwidth the picture and the fonts need, nor the main thread before that picture is on
 * screen. Standalone: it imports nothing.
 */
const PICTURE_WAIT_MS = 3000;
/** Painting stops in a hidden tab; the app starts anyway. */
const PAINT_WAIT_MS = 300;

function startApp(scripts: HTMLTemplateElement) {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    document.head.append(scripts.content.cloneNode(true));
  };
}

/**
 * Runs `start` once the picture is on screen. A frame's paint on the main thread comes before the
 * screen shows it; where the browser reports the largest paint it waits for that report (it comes
 * once the frame is presented), elsewhere for two frames.
 */
function afterShown(picture: Element | null, start: () => void) {
  setTimeout(start, PAINT_WAIT_MS);
  if (picture && typeof PerformanceObserver !== 'undefined') {
    const types = PerformanceObserver.supportedEntryTypes ?? [];
    if (types.includes('largest-contentful-paint')) {
      const observer = new PerformanceObserver((list) => {
        if (
          list.getEntries().some((entry) => (entry as { element?: Element }).element === picture)
        ) {
          observer.disconnect();
          setTimeout(start, 0);
        }
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      return;
    }
  }
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
}

const scripts = document.getElementById('page-scripts');
if (scripts instanceof HTMLTemplateElement) {
  const start = startApp(scripts);
  const picture = document.querySelector('img[fetchpriority="high"]');
  if (!(picture instanceof HTMLImageElement)) afterShown(null, start);
  else if (picture.complete) afterShown(picture, start);
  else {
    let waited = false;
    const loaded = () => {
      if (waited) return;
      waited = true;
      afterShown(picture, start);
    };
    picture.addEventListener('load', loaded, { once: true });
    picture.addEventListener('error', () => afterShown(null, start), { once: true });
    setTimeout(() => afterShown(null, start), PICTURE_WAIT_MS);
  }
}
