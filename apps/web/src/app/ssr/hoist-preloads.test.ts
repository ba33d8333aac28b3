import { describe, expect, it } from 'vitest';
import { hoistPreloads } from './hoist-preloads';

const head =
  '<meta charset="UTF-8" /><title>x</title><script type="module" src="/a.js"></script><link rel="stylesheet" href="/a.css">';
const picture =
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/p.w375.avif 375w" imageSizes="100vw"/>';

describe('hoistPreloads', () => {
  it("moves React's leading preloads before the head's first script or style", () => {
    const result = hoistPreloads(head, `${picture}<div>page</div>`);
    expect(result.head).toBe(
      `<meta charset="UTF-8" /><title>x</title>${picture}<script type="module" src="/a.js"></script><link rel="stylesheet" href="/a.css">`,
    );
    expect(result.drawn).toBe('<div>page</div>');
  });

  it('leaves a page without preloads, and links inside the page, where they are', () => {
    const drawn = `<div>page</div>${picture}`;
    expect(hoistPreloads(head, drawn)).toEqual({ head, drawn });
  });

  it('puts them at the end of a head without links or scripts', () => {
    expect(hoistPreloads('<title>x</title>', `${picture}<p>a</p>`)).toEqual({
      head: `<title>x</title>${picture}`,
      drawn: '<p>a</p>',
    });
  });
});
