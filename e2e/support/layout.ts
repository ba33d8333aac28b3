import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';

/**
 * Fails when something else (a floating button, a bar) lies over the middle of the element: what
 * a finger tapping it there would hit is the element itself or something inside it.
 */
export async function assertUncovered(target: Locator, what: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const free = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  assert.ok(free, `${what} is covered`);
}
