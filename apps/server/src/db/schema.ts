import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Gender, Role } from '@salon/shared';

/** Set by the database on insert; may be written on update. ISO 8601 text. */
type Timestamp = ColumnType<string, string | undefined, string>;
type Json = string;

export interface BranchTable {
  id: Generated<number>;
  name: string;
  slug: string;
  address: string;
  phone: string;
  email: string | null;
  manager_name: string | null;
  description: string | null;
  image_url: string | null;
  opening_hours: string | null;
  status: Generated<'active' | 'inactive'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserTable {
  id: Generated<number>;
  role: Role;
  name: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  status: Generated<'active' | 'inactive'>;
  gender: Gender | null;
  date_of_birth: string | null;
  avatar_url: string | null;
  branch_id: number | null;
  must_change_password: Generated<boolean>;
  last_login_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerTable {
  id: Generated<number>;
  user_id: number;
  join_date: string;
  total_spent: Generated<number>;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffProfileTable {
  user_id: number;
  is_stylist: Generated<boolean>;
  title: string | null;
  bio: string | null;
  specialties: Generated<Json>;
  experience_years: Generated<number>;
  rating: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface CategoryTable {
  id: Generated<number>;
  type: 'product' | 'service';
  parent_id: number | null;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  status: Generated<'active' | 'inactive'>;
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ServiceTable {
  id: Generated<number>;
  category_id: number | null;
  name: string;
  slug: string;
  short_description: string | null;
  description: string | null;
  price: number;
  sale_price: number | null;
  duration_minutes: number;
  staff_required: Generated<number>;
  features: Generated<Json>;
  image_urls: Generated<Json>;
  thumbnail_urls: Generated<Json>;
  is_featured: Generated<boolean>;
  rating: number | null;
  review_count: Generated<number>;
  booking_count: Generated<number>;
  search_text: Generated<string>;
  status: Generated<'active' | 'inactive'>;
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductTable {
  id: Generated<number>;
  category_id: number | null;
  name: string;
  slug: string;
  sku: string;
  brand: string | null;
  short_description: string | null;
  description: string | null;
  price: number;
  sale_price: number | null;
  stock_quantity: Generated<number>;
  min_stock_level: Generated<number>;
  usage_duration_days: number | null;
  image_urls: Generated<Json>;
  thumbnail_urls: Generated<Json>;
  is_featured: Generated<boolean>;
  is_sellable: Generated<boolean>;
  rating: number | null;
  review_count: Generated<number>;
  sold_count: Generated<number>;
  search_text: Generated<string>;
  status: Generated<'active' | 'inactive'>;
  supplier_id: Generated<number | null>;
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SettingTable {
  key: string;
  value: Json;
  updated_at: Timestamp;
}

export interface Database {
  branches: BranchTable;
  users: UserTable;
  customers: CustomerTable;
  staff_profiles: StaffProfileTable;
  sessions: SessionTable;
  categories: CategoryTable;
  services: ServiceTable;
  products: ProductTable;
  settings: SettingTable;
  suppliers: SupplierTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type BranchRow = Selectable<BranchTable>;

export interface SupplierTable {
  id: Generated<number>;
  /** NCC-0001, from the id. */
  code: string;
  name: string;
  contact_person: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  website: string | null;
  tax_code: string | null;
  status: Generated<'active' | 'inactive'>;
  notes: string | null;
  /** The salon's own rating of the supplier, 0 to 5. */
  rating: number | null;
  search_text: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
