import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ConsentSource,
  PrivacyRequestChannel,
  PrivacyRequestStatus,
  PrivacyRequestType,
} from '@salon/shared';
import type {
  AppointmentStatus,
  ChatConversationType,
  ChatHandler,
  ChatMessageType,
  ChatPriority,
  ChatSenderType,
  ChatStatus,
  Gender,
  NotificationPriority,
  NotificationStatus,
  NotificationType,
  OutboxChannel,
  OutboxStatus,
  HolidayRecurringType,
  OrderStatus,
  OrderType,
  PaymentMethod,
  PaymentStatus,
  PaymentTransactionFlag,
  PaymentTransactionStatus,
  ReviewableType,
  ReviewStatus,
  Role,
  SliderButtonStyle,
  SliderPosition,
  SliderTarget,
  SliderType,
} from '@salon/shared';

/** Set by the database on insert; may be written on update. ISO 8601 text. */
type Timestamp = ColumnType<string, string | undefined, string>;
type Json = string;

export interface BranchTable {
  id: Generated<number>;
  name: string;
  /** Vietnamese sort key of the name (`vietnameseSortKey`), kept by `NameKeyPlugin`. */
  name_key: Generated<string>;
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
  /** Vietnamese sort key of the name (`vietnameseSortKey`), kept by `NameKeyPlugin`. */
  name_key: Generated<string>;
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
  /** When the account proved its phone by a one-time code; null: not proven. */
  phone_verified_at: string | null;
  /** When the password was last set (migration 0025); null: since the account was made. */
  password_changed_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerTable {
  id: Generated<number>;
  user_id: number;
  join_date: string;
  total_spent: Generated<number>;
  notes: string | null;
  /** How the account began (migration 0018): signed up, or made for a guest who booked. */
  source: Generated<'registered' | 'booking'>;
  /** Set on a duplicate account merged into another one: the kept account's user id. */
  merged_into: Generated<number | null>;
  merged_at: Generated<string | null>;
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
  /** Vietnamese sort key of the name (`vietnameseSortKey`), kept by `NameKeyPlugin`. */
  name_key: Generated<string>;
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
  /** Vietnamese sort key of the name (`vietnameseSortKey`), kept by `NameKeyPlugin`. */
  name_key: Generated<string>;
  slug: string;
  short_description: string | null;
  description: string | null;
  price: number;
  sale_price: number | null;
  duration_minutes: number;
  staff_required: Generated<number>;
  /** How many customers can take this service in one slot. */
  max_slots_per_time_slot: Generated<number>;
  features: Generated<Json>;
  image_urls: Generated<Json>;
  thumbnail_urls: Generated<Json>;
  is_featured: Generated<boolean>;
  rating: number | null;
  review_count: Generated<number>;
  booking_count: Generated<number>;
  search_text: Generated<string>;
  /** The name alone in search form (`buildSearchText(name)`): search ranks name hits first. */
  search_name: Generated<string>;
  status: Generated<'active' | 'inactive'>;
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductTable {
  id: Generated<number>;
  category_id: number | null;
  name: string;
  /** Vietnamese sort key of the name (`vietnameseSortKey`), kept by `NameKeyPlugin`. */
  name_key: Generated<string>;
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
  /** The name alone in search form (`buildSearchText(name)`): search ranks name hits first. */
  search_name: Generated<string>;
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

/** The last save of each settings tab (migration 0020). */
export interface SettingsChangeTable {
  group_key: string;
  changed_by: number | null;
  changed_at: string;
}

export interface PromotionTable {
  id: Generated<number>;
  name: string;
  search_name: Generated<string>;
  description: string | null;
  discount_type: 'percentage' | 'fixed';
  /** Whole percent or đồng. */
  discount_value: number;
  max_discount_amount: number | null;
  /** An order-level condition: such a promotion is not applied to the unit price. */
  min_order_amount: number | null;
  start_date: string | null;
  end_date: string | null;
  usage_limit: number | null;
  used_count: Generated<number>;
  status: Generated<'active' | 'inactive'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PromotionItemTable {
  id: Generated<number>;
  promotion_id: number;
  item_type: 'service' | 'product';
  item_id: number;
}

/** A support conversation, or an AI consultant session (migration 0016). */
export interface ChatConversationTable {
  id: Generated<number>;
  /** The customer's user id; null for a guest's consultant session. */
  customer_id: number | null;
  /** SHA-256 of the consultant session id the browser holds; null for staff conversations. */
  ai_session_hash: string | null;
  type: Generated<ChatConversationType>;
  status: Generated<ChatStatus>;
  priority: Generated<ChatPriority>;
  handled_by: Generated<ChatHandler>;
  title: string;
  branch_id: number | null;
  /** The assigned staff member's user id. */
  assigned_to: number | null;
  assigned_at: string | null;
  created_by: number | null;
  initial_message: string | null;
  last_message_at: string | null;
  closed_at: string | null;
  closed_by: number | null;
  close_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChatMessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender_type: ChatSenderType;
  sender_id: number | null;
  message_type: Generated<ChatMessageType>;
  /** The text, or a file's caption. */
  content: Generated<string>;
  file_path: string | null;
  file_name: string | null;
  file_size: number | null;
  file_mime: string | null;
  /** The assistant's buttons (`AiChatAction[]`) as JSON. */
  actions: string | null;
  /** When the other side read it. */
  read_at: string | null;
  created_at: Timestamp;
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
  settings_changes: SettingsChangeTable;
  promotions: PromotionTable;
  promotion_items: PromotionItemTable;
  cart_items: CartItemTable;
  guest_carts: GuestCartTable;
  guest_cart_items: GuestCartItemTable;
  contact_requests: ContactRequestTable;
  contact_history: ContactHistoryTable;
  faq_votes: FaqVoteTable;
  back_office_faq_votes: BackOfficeFaqVoteTable;
  help_feedback: HelpFeedbackTable;
  reviews: ReviewTable;
  questions: QuestionTable;
  sliders: SliderTable;
  suppliers: SupplierTable;
  working_hours: WorkingHourTable;
  holidays: HolidayTable;
  appointments: AppointmentTable;
  appointment_slots: AppointmentSlotTable;
  appointment_events: AppointmentEventTable;
  appointment_photos: AppointmentPhotoTable;
  idempotency_keys: IdempotencyKeyTable;
  notifications: NotificationTable;
  outbox_messages: OutboxMessageTable;
  jobs: JobTable;
  customer_addresses: CustomerAddressTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_events: OrderEventTable;
  payment_transactions: PaymentTransactionTable;
  password_reset_codes: PasswordResetCodeTable;
  user_preferences: UserPreferencesTable;
  customer_products: CustomerProductTable;
  customer_notes: CustomerNoteTable;
  phone_verification_codes: PhoneVerificationCodeTable;
  rate_limits: RateLimitTable;
  chat_conversations: ChatConversationTable;
  chat_messages: ChatMessageTable;
  invoice_requests: InvoiceRequestTable;
  audit_log: AuditLogTable;
  security_policies: SecurityPolicyTable;
  sign_in_events: SignInEventTable;
  backups: BackupTable;
  backup_drills: BackupDrillTable;
  user_two_factor: UserTwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodeTable;
  two_factor_challenges: TwoFactorChallengeTable;
  privacy_requests: PrivacyRequestTable;
  consent_events: ConsentEventTable;
  approved_link_hosts: ApprovedLinkHostTable;
  security_incidents: SecurityIncidentTable;
  security_incident_notes: SecurityIncidentNoteTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type BranchRow = Selectable<BranchTable>;

export interface CartItemTable {
  id: Generated<number>;
  user_id: number;
  item_type: 'product' | 'service';
  item_id: number;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A guest's cart, known by the SHA-256 of the secret in its `salon_cart` cookie. */
export interface GuestCartTable {
  id: Generated<number>;
  token_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A line of a guest's cart: the same shape as `cart_items`, owned by `guest_cart_id`. */
export interface GuestCartItemTable {
  id: Generated<number>;
  guest_cart_id: number;
  item_type: 'product' | 'service';
  item_id: number;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReviewTable {
  id: Generated<number>;
  reviewable_type: ReviewableType;
  reviewable_id: number;
  user_id: number | null;
  guest_name: string | null;
  guest_email: string | null;
  rating: number;
  title: string;
  content: string;
  /** JSON list of `{ url, thumbnail_url }`. */
  images: Generated<Json>;
  status: Generated<ReviewStatus>;
  is_verified: Generated<boolean>;
  admin_response: string | null;
  responded_at: string | null;
  responded_by: number | null;
  moderated_at: string | null;
  moderated_by: number | null;
  /** Set for a review written from a completed appointment. */
  appointment_id: Generated<number | null>;
  /** Set for a review written from a line of a completed order. */
  order_item_id: Generated<number | null>;
  search_text: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuestionTable {
  id: Generated<number>;
  item_type: ReviewableType;
  item_id: number;
  user_id: number | null;
  guest_name: string | null;
  guest_email: string | null;
  question: string;
  answer: string | null;
  answered_by: number | null;
  answered_at: string | null;
  is_featured: Generated<boolean>;
  search_text: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactRequestTable {
  id: Generated<number>;
  /** The signed-in customer who sent it, if any. */
  customer_id: number | null;
  name: string;
  email: string | null;
  /** E.164. */
  phone: string | null;
  subject: string;
  message: string;
  type: 'inquiry' | 'booking' | 'complaint' | 'feedback' | 'other';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  status: Generated<'new' | 'in_progress' | 'replied' | 'resolved' | 'closed'>;
  /** contact: the contact page; help: the help centre's support form. */
  source: 'contact' | 'help';
  contact_method: string | null;
  branch_id: number | null;
  assigned_to: number | null;
  assigned_at: string | null;
  reply_message: string | null;
  replied_at: string | null;
  resolved_at: string | null;
  internal_notes: string | null;
  ip: string | null;
  /** The help centre's topic (SUPPORT_TOPICS value); null from the contact page. */
  topic: ColumnType<string | null, string | null | undefined, string | null>;
  first_replied_at: ColumnType<string | null, string | null | undefined, string | null>;
  replied_by: ColumnType<number | null, number | null | undefined, number | null>;
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Name, e-mail, phone and subject, folded for search (buildSearchText). */
  search_text: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One step of a contact's history timeline (back-office §2.14). */
export interface ContactHistoryTable {
  id: Generated<number>;
  contact_id: number;
  action: string;
  actor_id: number | null;
  note: string | null;
  created_at: Timestamp;
}

export interface FaqVoteTable {
  faq_id: string;
  /** `u:<user id>` for a signed-in visitor, `v:<visitor cookie>` otherwise. */
  voter_key: string;
  is_helpful: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ReviewRow = Selectable<ReviewTable>;
export type QuestionRow = Selectable<QuestionTable>;

export interface SliderTable {
  id: Generated<number>;
  title: string;
  subtitle: string | null;
  description: string | null;
  type: SliderType;
  position: SliderPosition;
  image_url: string;
  thumbnail_url: string | null;
  mobile_image_url: string | null;
  link_url: string | null;
  link_text: string | null;
  button_style: Generated<SliderButtonStyle>;
  target_type: Generated<SliderTarget>;
  sort_order: Generated<number>;
  /** `YYYY-MM-DD` in the salon's time zone, inclusive. */
  start_date: string | null;
  end_date: string | null;
  /** Title and subtitle folded (`foldVietnamese`), for the back-office search. */
  search_text: Generated<string>;
  is_active: Generated<boolean>;
  impression_count: Generated<number>;
  click_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type SliderRow = Selectable<SliderTable>;
export interface SupplierTable {
  id: Generated<number>;
  /** NCC-0001, from the id. */
  code: string;
  name: string;
  /** Vietnamese sort key of the name (`vietnameseSortKey`), kept by `NameKeyPlugin`. */
  name_key: Generated<string>;
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
  /** The name alone in search form (`buildSearchText(name)`): search ranks name hits first. */
  search_name: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WorkingHourTable {
  id: Generated<number>;
  branch_id: number;
  /** null: the branch's general hours; rows for a date replace them on that date. */
  date: string | null;
  time: string;
  is_available: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HolidayTable {
  id: Generated<number>;
  /** null: every branch. */
  branch_id: number | null;
  date: string;
  name: string;
  description: string | null;
  recurring_type: Generated<HolidayRecurringType>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AppointmentTable {
  id: Generated<number>;
  code: string;
  customer_user_id: number | null;
  customer_name: string;
  /** E.164. */
  customer_phone: string;
  customer_email: string | null;
  branch_id: number;
  service_id: number;
  stylist_id: number | null;
  appointment_date: string;
  appointment_time: string;
  end_time: string;
  duration_minutes: number;
  staff_count: Generated<number>;
  price: number;
  status: Generated<AppointmentStatus>;
  notes: string | null;
  staff_note: string | null;
  payment_method: string | null;
  source: Generated<'online' | 'desk'>;
  rebook_of: number | null;
  cancel_reason: string | null;
  created_by: number | null;
  confirmed_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  no_show_at: string | null;
  reminded_24h_for: string | null;
  reminded_2h_for: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A 30-minute slot a live appointment holds for one stylist (unique per stylist and time). */
export interface AppointmentSlotTable {
  id: Generated<number>;
  appointment_id: number;
  stylist_id: number;
  branch_id: number;
  slot_date: string;
  slot_time: string;
}

export interface AppointmentEventTable {
  id: Generated<number>;
  appointment_id: number;
  action: 'created' | 'confirmed' | 'rescheduled' | 'cancelled' | 'completed' | 'no_show';
  from_status: AppointmentStatus | null;
  to_status: AppointmentStatus;
  previous_start: string | null;
  note: string | null;
  actor_user_id: number | null;
  created_at: Timestamp;
}

export interface AppointmentPhotoTable {
  id: Generated<number>;
  appointment_id: number;
  kind: 'before' | 'after';
  url: string;
  thumbnail_url: string | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface IdempotencyKeyTable {
  id: Generated<number>;
  scope: string;
  key: string;
  request_hash: string;
  /** "user:12" or the hash of a guest's client cookie; null on replies stored before 0013. */
  requester: string | null;
  status_code: number;
  response: Json;
  created_at: Timestamp;
}

export type AppointmentRow = Selectable<AppointmentTable>;
export type HolidayRow = Selectable<HolidayTable>;
export type WorkingHourRow = Selectable<WorkingHourTable>;

export interface NotificationTable {
  id: Generated<number>;
  /** null: a system notification (back office only). */
  user_id: number | null;
  type: NotificationType;
  priority: Generated<NotificationPriority>;
  title: string;
  message: string;
  action_url: string | null;
  icon: string | null;
  /** JSON object. */
  data: Json | null;
  status: Generated<NotificationStatus>;
  is_system: Generated<boolean>;
  read_at: string | null;
  /** Not shown to its user before this time. */
  scheduled_at: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OutboxMessageTable {
  id: Generated<number>;
  channel: OutboxChannel;
  recipient: string;
  template: string;
  subject: string | null;
  body: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  dedupe_key: string | null;
  related_type: string | null;
  related_id: number | null;
  /** The message's secret (code, password), sealed; wiped once the message is handed over. */
  secret_sealed: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A recurring background job; a run claims it by moving `locked_until` forward. */
export interface JobTable {
  id: Generated<number>;
  name: string;
  next_run_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_run_at: string | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type NotificationRow = Selectable<NotificationTable>;
export type OutboxMessageRow = Selectable<OutboxMessageTable>;

export interface CustomerAddressTable {
  id: Generated<number>;
  user_id: number;
  type: Generated<'home' | 'work' | 'other'>;
  recipient_name: string | null;
  /** E.164; null means the account's own phone. */
  recipient_phone: string | null;
  address_line_1: string;
  address_line_2: string | null;
  ward: string;
  district: string | null;
  city: string;
  postal_code: string | null;
  is_default: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderTable {
  id: Generated<number>;
  order_number: string;
  user_id: number | null;
  customer_name: string;
  /** E.164. */
  customer_phone: string;
  customer_email: string | null;
  branch_id: number;
  order_type: OrderType;
  payment_method: PaymentMethod;
  status: Generated<OrderStatus>;
  payment_status: Generated<PaymentStatus>;
  delivery_address: string | null;
  notes: string | null;
  subtotal: number;
  discount_amount: Generated<number>;
  promotion_id: number | null;
  promotion_name: string | null;
  delivery_fee: Generated<number>;
  tax_rate: Generated<number>;
  tax_amount: Generated<number>;
  total_amount: number;
  risk_score: Generated<number>;
  access_token_hash: string | null;
  cancel_reason: string | null;
  paid_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type OrderRow = Selectable<OrderTable>;

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  item_type: 'product' | 'service';
  item_id: number;
  item_name: string;
  image: string | null;
  quantity: number;
  list_price: number;
  unit_price: number;
  total_price: number;
}
export type OrderItemRow = Selectable<OrderItemTable>;

export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  note: string | null;
  actor_user_id: number | null;
  created_at: Timestamp;
}

export interface PaymentTransactionTable {
  id: Generated<number>;
  provider: string;
  provider_transaction_id: string | null;
  kind: Generated<'payment' | 'refund'>;
  method: PaymentMethod;
  amount: number;
  content: string | null;
  account_number: string | null;
  status: PaymentTransactionStatus;
  /** The bank's reference of a transfer; unique, so two feeds store it once. */
  bank_reference: string | null;
  flag: PaymentTransactionFlag | null;
  order_id: number | null;
  note: string | null;
  raw: Json | null;
  recorded_by: number | null;
  transferred_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type PaymentTransactionRow = Selectable<PaymentTransactionTable>;

export interface PasswordResetCodeTable {
  id: Generated<number>;
  user_id: number;
  channel: 'email' | 'sms';
  recipient: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  sent_at: string;
  reset_token_hash: string | null;
  verified_at: string | null;
  consumed_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PhoneVerificationCodeTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The recent events of one limited subject, shared by every server instance. */
export interface RateLimitTable {
  key: string;
  /** JSON array of epoch milliseconds, oldest first. */
  hits: string;
  expires_at: string;
}

export interface UserPreferencesTable {
  user_id: number;
  /** JSON object; missing keys take the defaults. */
  data: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerProductTable {
  id: Generated<number>;
  user_id: number;
  product_id: number | null;
  product_name: string;
  order_item_id: number | null;
  purchase_date: string;
  usage_end_date: string;
  status: Generated<'active' | 'finished'>;
  notes: string | null;
  finished_at: string | null;
  expiry_reminded_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerNoteTable {
  id: Generated<number>;
  user_id: number;
  author_id: number | null;
  appointment_id: number | null;
  kind: Generated<'staff' | 'doctor'>;
  content: string;
  visible_to_customer: Generated<boolean>;
  /** JSON list of `{ url, thumbnail_url }`. */
  images: Json | null;
  /** JSON list of `{ path, name }`. */
  attachments: Json | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A person's vote on an answer of the back office's help screen; one row per person and answer. */
export interface BackOfficeFaqVoteTable {
  faq_id: string;
  user_id: number;
  /** 1 helpful, 0 not helpful, null not said. */
  helpful: number | null;
  rating: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Feedback sent from the back office's help screen (back-office §3 Feedback form). */
export interface HelpFeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  type: string;
  subject: string;
  description: string;
  priority: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A customer's VAT invoice request for a paid order (migration 0022), one per order. */
export interface InvoiceRequestTable {
  id: Generated<number>;
  order_id: number;
  company_name: string;
  tax_code: string;
  company_address: string;
  email: string;
  status: Generated<'pending' | 'issued' | 'rejected'>;
  invoice_number: string | null;
  reject_reason: string | null;
  handled_by: number | null;
  handled_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: string;
  actor_id: number | null;
  /** The actor's role then, or 'system' for the server's own jobs, 'guest' for a visitor. */
  actor_role: string;
  action: string;
  resource: string;
  resource_id: string | null;
  summary: string;
  /** JSON of `AuditChanges`: the changed fields only, personal values masked. */
  changes: string | null;
  outcome: string;
  risk: string;
  classification: string;
  ip: string | null;
  user_agent: string | null;
  search_text: string;
  seq: number | null;
  prev_hash: string | null;
  hash: string | null;
}

export interface SecurityPolicyTable {
  key: string;
  enabled: boolean;
  /** JSON of the policy's settings (`SecurityPolicySettings`). */
  settings: string;
  updated_by: number | null;
  updated_at: string;
}

export interface SignInEventTable {
  id: Generated<number>;
  occurred_at: string;
  /** The account the attempt named, when it exists. */
  user_id: number | null;
  role: string | null;
  /** The e-mail or phone typed, lower-cased. */
  identifier: string;
  /** 'success', 'failure', 'locked', 'two_factor_required', 'two_factor_failure'. */
  outcome: string;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
  /** The browser had signed in to this account before (its device cookie). */
  known_device: boolean;
  session_id: number | null;
}

export interface BackupTable {
  id: Generated<number>;
  /** The archive's name under DATA_DIR/backups. */
  file_name: string;
  /** 'scheduled' or 'manual'. */
  kind: string;
  /** 'running', 'ok', 'failed', 'deleted' (removed by retention). */
  status: string;
  engine: string;
  /** The newest migration applied when the backup was made. */
  schema_version: string | null;
  size_bytes: Generated<number>;
  /** SHA-256 of the whole archive file. */
  sha256: string | null;
  /** JSON `{ table: rows }` counted in the backup's own snapshot. */
  row_counts: string | null;
  upload_files: Generated<number>;
  duration_ms: Generated<number>;
  error: string | null;
  created_by: number | null;
  created_at: string;
}

export interface BackupDrillTable {
  id: Generated<number>;
  backup_id: number;
  /** 'running', 'passed', 'failed'. */
  result: string;
  started_at: string;
  finished_at: string | null;
  duration_ms: number | null;
  /** JSON `[{ table, expected, restored }]`. */
  tables: string | null;
  error: string | null;
  started_by: number | null;
}

/** A user's authenticator secret (sealed); enabled once a first code confirmed it. */
export interface UserTwoFactorTable {
  user_id: number;
  secret_sealed: string;
  enabled_at: string | null;
  /** The time step of the last code accepted: no code of it or before works again. */
  last_step: number | null;
  created_at: Generated<string>;
}

export interface TwoFactorRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** Between the password step and the code: a hashed random token, 5 minutes, 5 tries. */
export interface TwoFactorChallengeTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  remember: boolean;
  attempts: Generated<number>;
  expires_at: string;
}

/** A personal-data request (migration 0028); kept after an erasure as its proof. */
export interface PrivacyRequestTable {
  id: Generated<number>;
  user_id: number;
  type: PrivacyRequestType;
  status: Generated<PrivacyRequestStatus>;
  /** The customer, or the staff member who filed it for them. */
  filed_by: number | null;
  channel: PrivacyRequestChannel;
  details: string | null;
  due_at: string;
  handled_by: number | null;
  processing_at: string | null;
  completed_at: string | null;
  rejected_at: string | null;
  reject_reason: string | null;
  /** What was corrected (rectification) or done. */
  resolution: string | null;
  /** The archive's file name under DATA_DIR/privacy-archives. */
  archive_file: string | null;
  /** SHA-256 of the one-time download token. */
  archive_token_hash: string | null;
  archive_expires_at: string | null;
  archive_downloaded_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One change of a person's consent (migration 0028); the latest row is the current value. */
export interface ConsentEventTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'marketing';
  given: boolean;
  source: ConsentSource;
  ip: string | null;
  occurred_at: string;
}

/** A host an admin approved for links in notifications and broadcasts (migration 0024). */
export interface ApprovedLinkHostTable {
  id: Generated<number>;
  host: string;
  note: string | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface SecurityIncidentTable {
  id: Generated<number>;
  rule: string;
  severity: string;
  status: string;
  title: string;
  description: string;
  search_text: string;
  owner_id: number | null;
  subject_user_id: number | null;
  subject_ip: string | null;
  /** What the rule counted (an account, an actor, an address): one active incident per key. */
  subject_key: string;
  is_breach: boolean;
  notification_due_at: string | null;
  notified_at: string | null;
  window_start: string;
  detected_at: string;
  updated_at: string;
  resolved_at: string | null;
  closed_at: string | null;
}

export interface SecurityIncidentNoteTable {
  id: Generated<number>;
  incident_id: number;
  author_id: number | null;
  body: string;
  created_at: string;
}
