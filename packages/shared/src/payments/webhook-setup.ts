/**
 * Whether the bank-transfer webhook works, as the payments screen tells an admin: the secret is
 * set (never shown), where the bank feed must send its calls, and when the last transfer arrived.
 */
export interface WebhookStatus {
  /** `PAYMENT_WEBHOOK_SECRET` is set on the server. */
  configured: boolean;
  /** The environment variable that holds the shared secret. */
  secret_variable: typeof WEBHOOK_SECRET_VARIABLE;
  /** The address to give SePay or Casso. */
  webhook_url: string;
  /** False when the address was guessed from the request because `PUBLIC_URL` is not set. */
  public_url_set: boolean;
  /** When the feed last delivered a transfer (ISO), null when none ever arrived. */
  last_transfer_at: string | null;
  /** How many transfers the feed has delivered in all. */
  transfers_received: number;
}

export const WEBHOOK_SECRET_VARIABLE = 'PAYMENT_WEBHOOK_SECRET';
export const WEBHOOK_PATH = '/api/payments/webhook';

export const WEBHOOK_SETUP_TEXT = {
  notConfiguredTitle: 'Chưa thiết lập webhook chuyển khoản',
  notConfigured:
    'Máy chủ chưa có khóa bí mật của webhook, nên giao dịch chuyển khoản không được tự động ghi nhận và đối soát; nhân viên phải xác nhận thanh toán bằng tay.',
  noTransferTitle: 'Webhook đã cấu hình nhưng chưa nhận giao dịch nào',
  noTransfer:
    'Chưa có giao dịch chuyển khoản nào được gửi tới. Kiểm tra lại địa chỉ webhook và khóa đã khai báo bên SePay hoặc Casso.',
  workingTitle: 'Webhook chuyển khoản đang hoạt động',
  steps: (variable: string, url: string) => [
    `Tạo một chuỗi bí mật ngẫu nhiên (16–200 ký tự, không có dấu cách) và đặt vào biến môi trường ${variable} của máy chủ, rồi khởi động lại máy chủ.`,
    `Trong SePay (hoặc Casso), thêm webhook cho tài khoản nhận tiền với địa chỉ ${url}.`,
    'Khai báo cùng chuỗi bí mật đó: SePay chọn kiểu xác thực "API Key", Casso điền vào "Secure Token".',
    'Chuyển thử một khoản nhỏ có mã đơn hàng trong nội dung để kiểm tra.',
  ],
  publicUrlHint:
    'Địa chỉ trên được suy ra từ trình duyệt; đặt biến PUBLIC_URL thành địa chỉ công khai của trang (https://…) để chắc chắn ngân hàng gọi đúng.',
  loadFailed: 'Không tải được trạng thái webhook',
} as const;
