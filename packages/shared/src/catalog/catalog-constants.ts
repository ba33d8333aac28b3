/** Catalogue limits, sorts and messages (no zod: the storefront pages load this). */
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
  /** The badge of an item on sale (its price below the list price, storefront §4). */
  onSale: 'Đang giảm giá',
} as const;

export const CATEGORY_TYPES = ['service', 'product'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
