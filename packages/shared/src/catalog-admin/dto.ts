import type { PerformanceLevel, SupplierScore } from './supplier-score.js';
import type { CategoryRef } from '../catalog/dto.js';
import type { CategoryType } from '../catalog/catalog-constants.js';
import type { StockStatus } from '../catalog/stock.js';
import type { ItemStatus } from './limits.js';

/** What the back office sees of a product: every field staff edit, plus counters. */
export interface AdminProduct {
  id: number;
  name: string;
  slug: string;
  sku: string;
  brand: string | null;
  category_id: number | null;
  category: CategoryRef | null;
  supplier_id: number | null;
  supplier: { id: number; code: string; name: string } | null;
  short_description: string | null;
  description: string | null;
  price: number;
  sale_price: number | null;
  stock_quantity: number;
  min_stock_level: number;
  stock_status: StockStatus;
  usage_duration_days: number | null;
  is_sellable: boolean;
  is_featured: boolean;
  status: ItemStatus;
  sort_order: number;
  image_urls: string[];
  thumbnail_urls: string[];
  rating: number | null;
  review_count: number;
  sold_count: number;
  created_at: string;
  updated_at: string;
}

export interface AdminService {
  id: number;
  name: string;
  slug: string;
  category_id: number | null;
  category: CategoryRef | null;
  short_description: string | null;
  description: string | null;
  price: number;
  sale_price: number | null;
  duration_minutes: number;
  staff_required: number;
  /** Customers who may take this service in the same slot. */
  max_slots_per_time_slot: number;
  features: string[];
  is_featured: boolean;
  status: ItemStatus;
  sort_order: number;
  image_urls: string[];
  thumbnail_urls: string[];
  rating: number | null;
  review_count: number;
  booking_count: number;
  created_at: string;
  updated_at: string;
}

/** A delete answers whether the item is gone or, being referenced, was deactivated instead. */
export interface DeleteOutcome {
  deleted: boolean;
  deactivated: boolean;
  message: string;
}

export interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  parent_id: number | null;
  parent: { id: number; name: string } | null;
  type: CategoryType;
  status: ItemStatus;
  sort_order: number;
  image_url: string | null;
  /** Items (products or services, by type) in this category itself. */
  products_count: number;
  children_count: number;
  created_at: string;
  updated_at: string;
}

export interface AdminCategoryNode extends AdminCategory {
  children: AdminCategory[];
}

export interface CategoryStatistics {
  total_categories: number;
  active_categories: number;
  inactive_categories: number;
  product_categories: number;
  service_categories: number;
  root_categories: number;
  categories_with_children: number;
  categories_with_products: number;
  categories_with_services: number;
  /** Categories created per month, oldest first, the last 12 months (YYYY-MM). */
  created_per_month: { month: string; count: number }[];
}

export interface Supplier {
  id: number;
  code: string;
  name: string;
  contact_person: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  website: string | null;
  tax_code: string | null;
  status: ItemStatus;
  notes: string | null;
  rating: number | null;
  products_count: number;
  /** Σ price × stock of its products, in đồng. */
  stock_value: number;
  /** Its products at or below their minimum stock level. */
  low_stock_count: number;
  /** supplierScore() of its products (0–100), null without products; `score_parts` per part. */
  performance_score: number | null;
  performance_level: PerformanceLevel | null;
  score_parts: SupplierScore['parts'];
  /** Paid, not refunded, orders holding its products, and the value of those lines in đồng. */
  total_orders: number;
  total_value: number;
  created_at: string;
  updated_at: string;
}

export interface SupplierDetail extends Supplier {
  products: { id: number; name: string; sku: string; stock_quantity: number; status: ItemStatus }[];
}

export interface SupplierStatistics {
  total_suppliers: number;
  active_suppliers: number;
  inactive_suppliers: number;
  suppliers_with_products: number;
  suppliers_without_products: number;
  average_rating: number | null;
  total_stock_value: number;
  top_suppliers: {
    id: number;
    name: string;
    code: string;
    products_count: number;
    performance_score: number | null;
    performance_level: PerformanceLevel | null;
  }[];
  /** Mean score of the suppliers that have one; suppliers per colour band. */
  average_performance: number | null;
  performance_bands: { level: PerformanceLevel; count: number }[];
  /** Σ total_value of every supplier. */
  total_order_value: number;
  /** Suppliers by rating band: unrated, under 3, 3–3.9, 4–4.4, 4.5–5. */
  rating_bands: { label: string; count: number }[];
}
