import { describe, expect, it } from 'vitest';
import { deferScripts } from './defer-scripts';

describe('deferScripts', () => {
  it('moves the module script and preloads into the page-scripts template, behind the boot script', () => {
    const head =
      '<meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css"><title>x</title>' +
      '<link rel="modulepreload" href="/assets/home-d.js">';
    const result = deferScripts(head, '/assets/page-boot-e.js');
    expect(result.head).toBe(
      '<meta charset="UTF-8" /><link rel="stylesheet" crossorigin href="/assets/index-c.css"><title>x</title>',
    );
    expect(result.scripts).toBe(
      '<template id="page-scripts"><script type="module" crossorigin src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-b.js">' +
        '<link rel="modulepreload" href="/assets/home-d.js"></template>' +
        '<script type="module" src="/assets/page-boot-e.js"></script>',
    );
  });

  it('leaves a head without module scripts as it is', () => {
    const head = '<title>x</title><link rel="stylesheet" href="/a.css">';
    expect(deferScripts(head, '/boot.js')).toEqual({ head, scripts: '' });
  });
});
