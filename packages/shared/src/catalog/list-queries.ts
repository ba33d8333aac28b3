import { z } from 'zod';

export const CATALOG_LIMITS = {
  servicesPerPage: 6,
  productsPerPage: 12,
  maxPerPage: 50,
  relatedMax: 6,
  searchMax: 100,
  featuredServices: 6,
  featuredProducts: 8,
} as const;

export const SERVICE_SORTS = ['popular', 'price_asc', 'price_desc', 'rating', 'duration'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];
export const SERVICE_SORT_LABELS: Record<ServiceSort, string> = {
  popular: 'Phổ biến',
  price_asc: 'Giá tăng dần',
  price_desc: 'Giá giảm dần',
  rating: 'Đánh giá cao',
  duration: 'Thời gian ngắn nhất',
};

export const PRODUCT_SORTS = [
  'popular',
  'name',
  'price_asc',
  'price_desc',
  'rating',
  'stock',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  popular: 'Phổ biến',
  name: 'Tên A – Z',
  price_asc: 'Giá tăng dần',
  price_desc: 'Giá giảm dần',
  rating: 'Đánh giá cao',
  stock: 'Còn nhiều hàng',
};

export const CATALOG_MESSAGES = {
  loadFailed: 'Lỗi tải dữ liệu',
  noServices: 'Không có dịch vụ khả dụng',
  noMatchingServices: 'Không tìm thấy dịch vụ phù hợp',
  noProducts: 'Không có sản phẩm khả dụng',
  noMatchingProducts: 'Không tìm thấy sản phẩm phù hợp',
  serviceNotFound: 'Không tìm thấy dịch vụ',
  productNotFound: 'Không tìm thấy sản phẩm',
  invalidPage: 'Số trang không hợp lệ',
  invalidPerPage: `Số mục mỗi trang phải từ 1 đến ${CATALOG_LIMITS.maxPerPage}`,
  invalidSort: 'Cách sắp xếp không hợp lệ',
  invalidCategory: 'Danh mục không hợp lệ',
  searchTooLong: `Từ khóa tìm kiếm không được quá ${CATALOG_LIMITS.searchMax} ký tự`,
  invalidPrice: 'Khoảng giá không hợp lệ',
  invalidCategoryType: 'Loại danh mục không hợp lệ',
} as const;

const M = CATALOG_MESSAGES;

const page = z.coerce
  .number({ error: M.invalidPage })
  .int(M.invalidPage)
  .min(1, M.invalidPage)
  .default(1);
const perPage = (fallback: number) =>
  z.coerce
    .number({ error: M.invalidPerPage })
    .int(M.invalidPerPage)
    .min(1, M.invalidPerPage)
    .max(CATALOG_LIMITS.maxPerPage, M.invalidPerPage)
    .default(fallback);
const search = z
  .string({ error: M.searchTooLong })
  .trim()
  .max(CATALOG_LIMITS.searchMax, M.searchTooLong)
  .optional();
/** A category by id or slug. */
const category = z
  .string({ error: M.invalidCategory })
  .trim()
  .max(160, M.invalidCategory)
  .regex(/^[a-z0-9-]+$/, M.invalidCategory)
  .optional();
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const money = z.coerce.number({ error: M.invalidPrice }).int(M.invalidPrice).min(0, M.invalidPrice);

export const CATEGORY_TYPES = ['service', 'product'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** GET /api/public/categories */
export const categoryListQuerySchema = z.object({
  type: z.enum(CATEGORY_TYPES, { error: M.invalidCategoryType }),
});
export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;

/** GET /api/public/services */
export const serviceListQuerySchema = z.object({
  page,
  per_page: perPage(CATALOG_LIMITS.servicesPerPage),
  search,
  category,
  sort: z.enum(SERVICE_SORTS, { error: M.invalidSort }).default('popular'),
  featured: flag.optional(),
});
export type ServiceListQuery = z.output<typeof serviceListQuerySchema>;

/** GET /api/public/products */
export const productListQuerySchema = z.object({
  page,
  per_page: perPage(CATALOG_LIMITS.productsPerPage),
  search,
  category,
  sort: z.enum(PRODUCT_SORTS, { error: M.invalidSort }).default('popular'),
  featured: flag.optional(),
  in_stock: flag.optional(),
  on_sale: flag.optional(),
  min_price: money.optional(),
  max_price: money.optional(),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
