import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the formatting staff use', () => {
    const html =
      '<h3>Quy trình</h3><p><strong>Gội</strong> và <em>massage</em></p><ul><li>Bước 1</li></ul>' +
      '<a href="https://salontocviet.vn/bang-gia">Bảng giá</a><img src="/api/storage/a.webp" alt="Ảnh">';
    // Only the self-closing form of <img> changes.
    expect(sanitizeRichText(html)).toBe(html.replace('alt="Ảnh">', 'alt="Ảnh" />'));
  });

  it('drops scripts, styles and frames with their content', () => {
    const out = sanitizeRichText(
      '<p>Trước</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.io"></iframe><p>Sau</p>',
    );
    expect(out).toBe('<p>Trước</p><p>Sau</p>');
  });

  it('drops event handlers and inline styles', () => {
    expect(
      sanitizeRichText(
        '<p onclick="alert(1)" style="color:red">A</p><img src="/a.png" onerror="alert(1)">',
      ),
    ).toBe('<p>A</p><img src="/a.png" />');
    expect(sanitizeRichText('<svg onload="alert(1)"><circle/></svg>B')).toBe('B');
  });

  it('drops javascript: and data: URLs, whatever their spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
    ]) {
      const out = sanitizeRichText(`<a href="${href}">x</a>`) ?? '';
      expect(out, href).toBe('<a>x</a>');
    }
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('<img />');
  });

  it('makes a new-tab link safe and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://a.vn" target="_blank">a</a>')).toBe(
      '<a href="https://a.vn" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichText('<a href="https://a.vn" target="other">a</a>')).toBe(
      '<a href="https://a.vn">a</a>',
    );
  });

  it('leaves plain text and null alone', () => {
    expect(sanitizeRichText('Cắt & gội')).toBe('Cắt &amp; gội');
    expect(sanitizeRichText(null)).toBeNull();
  });
});
