/**
 * React writes the preloads it finds while drawing (the page's largest picture, marked
 * `priority`) at the start of the drawn HTML, inside the root element, after every style and
 * script link of the head. Moved to the top of the head, the browser asks for the picture before
 * anything else, so it is not queued behind the styles on a phone's connection. The browser app
 * does not look for them when it hydrates.
 */
export function hoistPreloads(head: string, drawn: string): { head: string; drawn: string } {
  const leading = /^(?:<link rel="preload"[^>]*\/>)+/.exec(drawn)?.[0];
  if (!leading) return { head, drawn };
  // After the charset and viewport, before the first link or script.
  const at = head.search(/<(link|script)\b/);
  const where = at === -1 ? head.length : at;
  return {
    head: head.slice(0, where) + leading + head.slice(where),
    drawn: drawn.slice(leading.length),
  };
}
