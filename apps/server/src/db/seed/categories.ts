/** Service and product categories (two levels), with their pictures. */
import { slugify } from '@salon/shared';
import type { Db } from '../database.js';
import type { CategoryArt } from './artwork.js';
import { categoryImagePath, demoUrl } from './image-paths.js';

export type CategoryType = 'service' | 'product';

export interface CategorySeed {
  name: string;
  description: string;
  art: CategoryArt;
  children?: readonly CategorySeed[];
}

export const SERVICE_CATEGORIES: readonly CategorySeed[] = [
  {
    name: 'Cắt tóc',
    description:
      'Cắt và tạo kiểu theo khuôn mặt, chất tóc và phong cách riêng, do stylist tư vấn trực tiếp.',
    art: { kind: 'service', motif: 'scissors' },
    children: [
      {
        name: 'Cắt tóc nam',
        description:
          'Kiểu tóc nam hiện đại: undercut, side part, layer, fade, kèm cạo mặt và tỉa râu.',
        art: { kind: 'service', motif: 'barber' },
      },
      {
        name: 'Cắt tóc nữ',
        description: 'Tóc ngắn, tóc lửng, layer, tóc mái thưa: cắt tỉa tôn dáng khuôn mặt.',
        art: { kind: 'service', motif: 'lock' },
      },
    ],
  },
  {
    name: 'Uốn tóc',
    description: 'Uốn lạnh, uốn setting, uốn phồng chân tóc với thuốc uốn dịu nhẹ, giữ nếp lâu.',
    art: { kind: 'service', motif: 'curl' },
  },
  {
    name: 'Nhuộm tóc',
    description: 'Nhuộm thời trang, phủ bạc, highlight và balayage với màu nhuộm chính hãng.',
    art: { kind: 'service', motif: 'swatch' },
  },
  {
    name: 'Phục hồi & chăm sóc',
    description: 'Hấp dầu, phục hồi keratin và chăm sóc da đầu cho mái tóc khỏe từ gốc đến ngọn.',
    art: { kind: 'service', motif: 'droplet' },
  },
  {
    name: 'Gội & massage',
    description: 'Gội đầu dưỡng sinh, massage cổ vai gáy giúp thư giãn sau một ngày dài.',
    art: { kind: 'service', motif: 'bubbles' },
  },
  {
    name: 'Tạo kiểu cô dâu',
    description: 'Làm tóc cô dâu, búi tóc dự tiệc, tết tóc cho ngày trọng đại.',
    art: { kind: 'service', motif: 'flower' },
  },
];

export const PRODUCT_CATEGORIES: readonly CategorySeed[] = [
  {
    name: 'Dầu gội',
    description:
      'Dầu gội chuyên nghiệp cho từng loại tóc: tóc khô, tóc nhuộm, tóc dầu, da đầu nhạy cảm.',
    art: { kind: 'product', shape: 'pump' },
  },
  {
    name: 'Dầu xả',
    description: 'Dầu xả giúp tóc mềm, suôn và dễ chải, khóa ẩm sau khi gội.',
    art: { kind: 'product', shape: 'tube' },
  },
  {
    name: 'Dưỡng tóc',
    description: 'Tinh dầu, serum, kem ủ và mặt nạ nuôi dưỡng tóc hư tổn.',
    art: { kind: 'product', shape: 'dropper' },
    children: [
      {
        name: 'Tinh dầu & serum',
        description: 'Dưỡng tóc bóng mượt, giảm xơ rối, bảo vệ tóc trước nhiệt.',
        art: { kind: 'product', shape: 'dropper' },
      },
      {
        name: 'Kem ủ & mặt nạ',
        description: 'Ủ tóc tại nhà hằng tuần để phục hồi tóc khô xơ, chẻ ngọn.',
        art: { kind: 'product', shape: 'jar' },
      },
    ],
  },
  {
    name: 'Tạo kiểu',
    description: 'Sáp vuốt, gôm xịt, kem tạo sóng và xịt bảo vệ nhiệt để giữ nếp cả ngày.',
    art: { kind: 'product', shape: 'spray' },
  },
  {
    name: 'Máy & dụng cụ',
    description: 'Máy sấy, máy kẹp, lược chuyên dụng để tạo kiểu tại nhà như ở salon.',
    art: { kind: 'product', shape: 'dryer' },
  },
];

export interface FlatCategory {
  seed: CategorySeed;
  slug: string;
  parentSlug: string | null;
  sortOrder: number;
}

/** Parents first, then their children; slugs are unique per type. */
export function flattenCategories(tree: readonly CategorySeed[]): FlatCategory[] {
  const parents: FlatCategory[] = [];
  const children: FlatCategory[] = [];
  tree.forEach((seed, i) => {
    const slug = slugify(seed.name);
    parents.push({ seed, slug, parentSlug: null, sortOrder: i + 1 });
    seed.children?.forEach((child, j) => {
      children.push({ seed: child, slug: slugify(child.name), parentSlug: slug, sortOrder: j + 1 });
    });
  });
  return [...parents, ...children];
}

export interface SavedCategory {
  id: number;
  name: string;
}

/** Inserts one type's tree; returns the saved categories by slug. */
export async function insertCategories(
  db: Db,
  type: CategoryType,
  tree: readonly CategorySeed[],
): Promise<Map<string, SavedCategory>> {
  const flat = flattenCategories(tree);
  const saved = new Map<string, SavedCategory>();
  const row = (category: FlatCategory, parentId: number | null) => ({
    type,
    parent_id: parentId,
    name: category.seed.name,
    slug: category.slug,
    description: category.seed.description,
    image_url: demoUrl(categoryImagePath(type, category.slug)),
    sort_order: category.sortOrder,
  });

  const parents = flat.filter((c) => c.parentSlug === null);
  const parentRows = await db
    .insertInto('categories')
    .values(parents.map((c) => row(c, null)))
    .returning(['id', 'slug', 'name'])
    .execute();
  for (const r of parentRows) saved.set(r.slug, { id: r.id, name: r.name });

  const children = flat.filter((c) => c.parentSlug !== null);
  if (children.length > 0) {
    const childRows = await db
      .insertInto('categories')
      .values(children.map((c) => row(c, requireCategory(saved, c.parentSlug ?? '').id)))
      .returning(['id', 'slug', 'name'])
      .execute();
    for (const r of childRows) saved.set(r.slug, { id: r.id, name: r.name });
  }
  return saved;
}

export function requireCategory(saved: Map<string, SavedCategory>, slug: string): SavedCategory {
  const category = saved.get(slug);
  if (!category) throw new Error(`Danh mục mẫu không tồn tại: ${slug}`);
  return category;
}
