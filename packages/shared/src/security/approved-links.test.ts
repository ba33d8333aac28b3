import { describe, expect, it } from 'vitest';
import {
  APPROVED_LINK_MESSAGES as M,
  approvedLinkCreateSchema,
  checkLink,
  linkRefusal,
  normaliseLinkHost,
} from './approved-links.js';

const site = { publicUrl: 'https://salon.vn', approvedHosts: ['doitac.vn'] };

describe('checkLink', () => {
  it.each([
    '/san-pham/dau-goi',
    '/ho-so?tab=products',
    'https://salon.vn/khuyen-mai',
    'https://doitac.vn/uu-dai',
    'https://DOITAC.vn/uu-dai',
  ])('accepts %s', (link) => expect(checkLink(link, site)).toBe('ok'));

  it.each([
    'https://evil.com/',
    '//evil.com/x',
    'https://salon.vn@evil.com/',
    'https://user:pass@salon.vn/',
    'https://salon.vn.evil.com/',
    'https://evil-salon.vn/',
    'https://sub.doitac.vn/',
    'https://doitac.vn.evil.com/',
    'https://xn--saln-5qa.vn/',
    'https://salón.vn/',
  ])('refuses the foreign %s', (link) => expect(checkLink(link, site)).toBe('foreign'));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://doitac.vn/',
    'ftp://salon.vn/',
    '/\\evil.com',
    ' https://salon.vn',
    'https://salon.vn/\u0000',
    'salon.vn/x',
    '',
  ])('refuses the invalid %s', (link) => expect(checkLink(link, site)).toBe('invalid'));

  it("accepts the site's own http address on a plain-http site, and no host without a site address", () => {
    expect(
      checkLink('http://localhost:3000/x', {
        publicUrl: 'http://localhost:3000',
        approvedHosts: [],
      }),
    ).toBe('ok');
    expect(checkLink('https://salon.vn/', { publicUrl: undefined, approvedHosts: [] })).toBe(
      'foreign',
    );
    expect(linkRefusal('https://evil.com', site)).toBe(M.linkForeign);
    expect(linkRefusal('javascript:x', site)).toBe(M.linkInvalid);
  });
});

describe('approved hosts', () => {
  it('normalises a host or a pasted address, and refuses anything else', () => {
    expect(normaliseLinkHost(' DoiTac.VN ')).toBe('doitac.vn');
    expect(normaliseLinkHost('đối-tác.vn')).toMatch(/^xn--/);
    expect(approvedLinkCreateSchema.parse({ host: 'https://Shop.DoiTac.vn:8443/a?b' }).host).toBe(
      'shop.doitac.vn',
    );
    for (const bad of [
      'localhost',
      'evil',
      'a b.vn',
      'https://x@evil.com',
      '127.0.0.1',
      '-a.vn',
      'javascript:x',
    ]) {
      const result = approvedLinkCreateSchema.safeParse({ host: bad });
      expect(result.success, bad).toBe(false);
    }
  });
});
