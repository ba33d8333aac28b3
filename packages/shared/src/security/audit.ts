/**
 * The audit log's vocabulary and its risk rule (back-office spec §2.12 and §7): what a
 * resource holds decides its classification, and the action on it decides the risk.
 */

export const AUDIT_RESOURCES = {
  product: 'Sản phẩm',
  service: 'Dịch vụ',
  category: 'Danh mục',
  supplier: 'Nhà cung cấp',
  promotion: 'Khuyến mãi',
  slider: 'Slider',
  review: 'Đánh giá',
  question: 'Câu hỏi',
  branch: 'Chi nhánh',
  working_hours: 'Giờ làm việc',
  holiday: 'Ngày nghỉ',
  staff: 'Nhân viên',
  appointment: 'Lịch hẹn',
  order: 'Đơn hàng',
  payment: 'Thanh toán',
  invoice_request: 'Yêu cầu hóa đơn',
  outbox_message: 'Tin nhắn gửi đi',
  chat_conversation: 'Cuộc trò chuyện',
  setting: 'Cài đặt hệ thống',
  notification: 'Thông báo',
  broadcast: 'Thông báo hàng loạt',
  approved_link: 'Địa chỉ liên kết được duyệt',
  contact: 'Liên hệ',
  help: 'Trợ giúp',
  customer: 'Khách hàng',
  customer_note: 'Ghi chú khách hàng',
  security_policy: 'Chính sách bảo mật',
  incident: 'Sự cố bảo mật',
  privacy_request: 'Yêu cầu dữ liệu cá nhân',
  consent: 'Đồng ý tiếp thị',
  backup: 'Sao lưu',
  session: 'Phiên đăng nhập',
  account: 'Tài khoản',
  audit_log: 'Nhật ký kiểm toán',
} as const;
export type AuditResource = keyof typeof AUDIT_RESOURCES;

export const AUDIT_ACTIONS = {
  create: 'Tạo mới',
  update: 'Cập nhật',
  delete: 'Xóa',
  status: 'Đổi trạng thái',
  view: 'Xem',
  export: 'Xuất dữ liệu',
  share: 'Chia sẻ',
  download: 'Tải xuống',
  approve: 'Duyệt',
  reject: 'Từ chối',
  assign: 'Phân công',
  reply: 'Trả lời',
  merge: 'Gộp',
  send: 'Gửi',
  refund: 'Hoàn tiền',
  restore: 'Khôi phục',
  end_session: 'Kết thúc phiên',
  deny: 'Truy cập bị từ chối',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_OUTCOMES = { success: 'Thành công', denied: 'Bị từ chối' } as const;
export type AuditOutcome = keyof typeof AUDIT_OUTCOMES;

export const AUDIT_RISK_LEVELS = {
  critical: 'Nghiêm trọng',
  high: 'Cao',
  medium: 'Trung bình',
} as const;
export type AuditRiskLevel = keyof typeof AUDIT_RISK_LEVELS;

export const DATA_CLASSIFICATIONS = {
  confidential: 'Bảo mật',
  restricted: 'Hạn chế',
  internal: 'Nội bộ',
} as const;
export type DataClassification = keyof typeof DATA_CLASSIFICATIONS;

/** Resources that hold a customer's personal data (the spec's 'customer data'). */
const CUSTOMER_DATA: ReadonlySet<AuditResource> = new Set([
  'customer',
  'customer_note',
  'privacy_request',
  'consent',
]);
/** System configuration and backups (the spec's 'restricted'). */
const RESTRICTED: ReadonlySet<AuditResource> = new Set([
  'setting',
  'security_policy',
  'approved_link',
  'backup',
  'audit_log',
]);

export function classificationOf(resource: AuditResource): DataClassification {
  if (CUSTOMER_DATA.has(resource)) return 'confidential';
  if (RESTRICTED.has(resource)) return 'restricted';
  return 'internal';
}

const DISCLOSING: ReadonlySet<AuditAction> = new Set(['delete', 'export', 'share', 'download']);

/**
 * Deleting, exporting or sharing customer data or a backup is critical; any other delete,
 * export or share, and anything else done to customer data or a backup, is high; the rest
 * (a price, a system setting, a status) is medium.
 */
export function auditRiskLevel(resource: AuditResource, action: AuditAction): AuditRiskLevel {
  const sensitive = CUSTOMER_DATA.has(resource) || resource === 'backup';
  if (DISCLOSING.has(action)) return sensitive ? 'critical' : 'high';
  if (sensitive || action === 'deny') return 'high';
  return 'medium';
}
