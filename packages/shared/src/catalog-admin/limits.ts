/** Limits of the back-office catalogue forms and lists (products, services, categories, suppliers). */
export const CATALOG_ADMIN_LIMITS = {
  nameMax: 200,
  slugMax: 120,
  shortDescriptionMax: 500,
  /** HTML; the storefront sanitizes it when showing it. */
  descriptionMax: 20_000,
  skuMax: 60,
  brandMax: 100,
  priceMax: 1_000_000_000,
  durationMin: 5,
  durationMax: 600,
  staffRequiredMax: 10,
  /** Customers who may take one service in the same 30-minute slot. */
  maxSlotsPerTimeSlotMax: 50,
  featuresMax: 20,
  featureMax: 200,
  stockMax: 1_000_000,
  usageDaysMax: 3650,
  sortOrderMax: 100_000,
  searchMax: 100,
  /** Back-office tables: 10 a page by default (back-office §9). */
  perPage: 10,
  maxPerPage: 100,
  categoryNameMax: 150,
  categoryDescriptionMax: 1000,
  /** The all-categories tab shows 20 a page (back-office §9). */
  categoriesPerPage: 20,
  /** Top-level categories per page on the overview tab. */
  rootCategoriesPerPage: 10,
  supplierNameMax: 150,
  contactPersonMax: 100,
  supplierAddressMax: 255,
  websiteMax: 255,
  supplierNotesMax: 1000,
  topSuppliers: 5,
  /** Months shown on the categories-created-per-month chart. */
  chartMonths: 12,
} as const;

export const ITEM_STATUSES = ['active', 'inactive'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  active: 'Đang hoạt động',
  inactive: 'Ngừng hoạt động',
};

/** Minimum-rating filter of the supplier list (back-office §9). */
export const SUPPLIER_MIN_RATINGS = [3, 3.5, 4, 4.5] as const;
