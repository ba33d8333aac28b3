/** The module script and module preloads Vite writes into the head (index.html, route areas). */
const MODULE_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A server-drawn page's app starts after the page is painted (src/page-boot.ts): its module
 * script and preloads move from the head into an inert <template> that the boot script, the only
 * script fetched at once, inserts later. `boot` is the built boot script's address.
 */
export function deferScripts(head: string, boot: string): { head: string; scripts: string } {
  const tags = head.match(MODULE_TAGS) ?? [];
  if (tags.length === 0) return { head, scripts: '' };
  return {
    head: head.replace(MODULE_TAGS, ''),
    scripts: `<template id="page-scripts">${tags.join('')}</template><script type="module" src="${boot}"></script>`,
  };
}
