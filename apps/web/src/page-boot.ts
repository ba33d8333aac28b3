/*
 * The first script of a server-drawn page (see app/ssr/defer-scripts.ts). The page is readable
 * as drawn; its app (the scripts kept in <template id="page-scripts">) is fetched once the page
 * has been painted with its largest picture, so on a phone's connection the scripts do not take
 * the bandwidth the picture and the fonts need. Standalone: it imports nothing.
 */
const PICTURE_WAIT_MS = 3000;
/** Painting stops in a hidden tab; the app starts anyway. */
const PAINT_WAIT_MS = 250;

function startApp(scripts: HTMLTemplateElement) {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    document.head.append(scripts.content.cloneNode(true));
  };
}

function afterPaint(start: () => void) {
  // A task queued from a frame callback runs once that frame is painted.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, PAINT_WAIT_MS);
}

const scripts = document.getElementById('page-scripts');
if (scripts instanceof HTMLTemplateElement) {
  const start = startApp(scripts);
  const picture = document.querySelector('img[fetchpriority="high"]');
  if (!(picture instanceof HTMLImageElement) || picture.complete) afterPaint(start);
  else {
    let waited = false;
    const shown = () => {
      if (waited) return;
      waited = true;
      afterPaint(start);
    };
    picture.addEventListener('load', shown, { once: true });
    picture.addEventListener('error', shown, { once: true });
    setTimeout(shown, PICTURE_WAIT_MS);
  }
}
