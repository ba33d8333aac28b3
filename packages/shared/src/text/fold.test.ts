import { describe, expect, it } from 'vitest';
import { foldVietnamese, slugify } from './fold.js';

describe('foldVietnamese', () => {
  it.each([
    ['Cắt Tóc  Nam', 'cat toc nam'],
    ['Đầu gội', 'dau goi'],
    ['đầu GỘI', 'dau goi'],
    ['ĐƯỜNG PHỐ', 'duong pho'],
    ['Uốn & Nhuộm!', 'uon & nhuom!'],
    ['  Phục hồi\ttóc\n hư tổn  ', 'phuc hoi toc hu ton'],
    ['Ơn Ưu Ấm Ẩn Ỹ Ỵ', 'on uu am an y y'],
    ['àáảãạ ằắẳẵặ ầấẩẫậ èéẻẽẹ ềếểễệ ìíỉĩị', 'aaaaa aaaaa aaaaa eeeee eeeee iiiii'],
    ['òóỏõọ ồốổỗộ ờớởỡợ ùúủũụ ừứửữự ỳýỷỹỵ', 'ooooo ooooo ooooo uuuuu uuuuu yyyyy'],
    ['salon 2024', 'salon 2024'],
    ['', ''],
  ])('%j -> %j', (text, folded) => {
    expect(foldVietnamese(text)).toBe(folded);
  });

  it('folds text typed with combining marks (NFD) like precomposed text', () => {
    const decomposed = 'Cắt tóc'.normalize('NFD');
    expect(decomposed).not.toBe('Cắt tóc');
    expect(foldVietnamese(decomposed)).toBe('cat toc');
  });

  it('lets a search for "cat toc" find "Cắt tóc nam"', () => {
    expect(foldVietnamese('Cắt tóc nam')).toContain(foldVietnamese('cat toc'));
    expect(foldVietnamese('Gội đầu dưỡng sinh')).toContain(foldVietnamese('dau'));
  });
});

describe('slugify', () => {
  it.each([
    ['Cắt tóc nam', 'cat-toc-nam'],
    ['Uốn & Nhuộm!', 'uon-nhuom'],
    ['Đầu gội', 'dau-goi'],
    ['  Gội đầu  dưỡng sinh  ', 'goi-dau-duong-sinh'],
    ['--Phục hồi tóc--', 'phuc-hoi-toc'],
    ['Dầu gội L’Oréal 500ml', 'dau-goi-l-oreal-500ml'],
    ['Combo: Cắt + Gội (Nam/Nữ)', 'combo-cat-goi-nam-nu'],
    ['Salon 2024', 'salon-2024'],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('gives only lower-case letters, digits and single inner dashes', () => {
    for (const text of ['Ưu đãi THÁNG 12 — giảm 50%', 'Tóc   xoăn /// tự nhiên', 'ĐẶC BIỆT']) {
      expect(slugify(text)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('keeps a slug at most 120 characters long', () => {
    const cut = slugify('Nhuộm '.repeat(50));
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut.length).toBeGreaterThan(110);
    expect(cut).not.toMatch(/-$/);
    expect(slugify('a'.repeat(300))).toBe('a'.repeat(120));
  });

  it('never ends a shortened slug with a dash', () => {
    // 'a a a …' folds to 'a-a-a-…'; cut at 120 characters the 120th is a dash.
    const slug = slugify('a '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
