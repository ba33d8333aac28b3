/**
 * Folds Vietnamese text for search and slugs: lower case, no diacritics, `đ` becomes `d`,
 * runs of whitespace collapsed. `Cắt Tóc  Nam` -> `cat toc nam`.
 */
export function foldVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Diacritic-free URL slug: `Cắt tóc nam` -> `cat-toc-nam`. */
export function slugify(text: string): string {
  return foldVietnamese(text)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 120)
    .replace(/^-+|-+$/g, '');
}
