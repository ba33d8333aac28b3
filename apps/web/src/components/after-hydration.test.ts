import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterHydration } from './AfterHydration';

describe('AfterHydration', () => {
  it('draws on the server only the reserved box and its placeholder, never the part', () => {
    const html = renderToString(
      createElement(AfterHydration, {
        reserve: 'reserved',
        placeholder: createElement('span', null, 'Đang tải biểu mẫu'),
        children: createElement('form', null, 'Biểu mẫu'),
      }),
    );
    expect(html).toContain('class="reserved"');
    expect(html).toContain('Đang tải biểu mẫu');
    expect(html).not.toContain('<form');
  });
});
