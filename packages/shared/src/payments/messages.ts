import { formatVndText } from '../orders/money-text.js';

/** Messages of the payments screen and the bank-transfer webhook, in one place. */
export const PAYMENT_MESSAGES = {
  webhookNotConfigured: 'Chưa cấu hình khóa bí mật cho webhook thanh toán',
  webhookUnauthorized: 'Khóa xác thực webhook không đúng',
  webhookInvalid:
    'Dữ liệu webhook không hợp lệ: cần định dạng SePay (id, transferType, transferAmount, content) hoặc Casso (data: [{ id, amount, description }])',
  webhookAmountNotWhole: 'Số tiền giao dịch phải là số nguyên đồng; không ghi nhận giao dịch này',
  webhookWrongAccount: (account: string) =>
    `Giao dịch vào tài khoản ${account}, không phải tài khoản nhận tiền của salon; không ghi nhận`,
  /** The spec's 'High risk transaction blocked' (back-office §4, §8). */
  highRiskBlocked:
    'Giao dịch có rủi ro cao đã bị chặn. Vui lòng liên hệ salon để được hỗ trợ thanh toán.',

  /* Notes kept on a transfer, for staff. */
  noteOutgoing: 'Giao dịch tiền ra khỏi tài khoản, không cần đối soát',
  noteNoOrderCode: 'Nội dung chuyển khoản không có mã đơn hàng nào',
  noteAmountMismatch: (orderNumber: string, amount: number, total: number) =>
    `Số tiền ${formatVndText(amount)} khác tổng đơn ${orderNumber} (${formatVndText(total)})`,
  noteOrderCancelled: (orderNumber: string) =>
    `Đơn ${orderNumber} đã hủy; cần liên hệ khách để hoàn tiền`,
  noteOrderAlreadyPaid: (orderNumber: string) =>
    `Đơn ${orderNumber} đã được thanh toán trước đó; có thể khách chuyển trùng`,
  noteMatched: (orderNumber: string) => `Tự động khớp đơn ${orderNumber}`,
  noteHighRisk: (orderNumber: string | null) =>
    `Giao dịch rủi ro cao đã bị chặn, không tự động khớp${orderNumber ? ` đơn ${orderNumber}` : ''}; cần nhân viên kiểm tra`,
  notePendingTransfer: 'Chờ khách chuyển khoản theo mã VietQR của đơn',
  noteMatchedByStaff: (orderNumber: string, staff: string) =>
    `${staff} khớp thủ công với đơn ${orderNumber}`,
  noteAcceptedDifference: (amount: number, total: number) =>
    `; chấp nhận số tiền ${formatVndText(amount)} khác tổng đơn ${formatVndText(total)}`,
  noteIgnoredByStaff: (staff: string, reason: string | null) =>
    `${staff} đánh dấu bỏ qua${reason ? `: ${reason}` : ''}`,
  orderEventPaid: (amount: number, provider: string) =>
    `Nhận chuyển khoản ${formatVndText(amount)} qua ${provider}`,

  /* What staff are told (a notification to each manager and admin). */
  alertDoublePaymentTitle: 'Có thể khách chuyển khoản trùng',
  alertDoublePayment: (orderNumber: string, amount: number, provider: string) =>
    `Đơn ${orderNumber} đã được thanh toán trước đó nhưng vừa nhận thêm ${formatVndText(amount)} qua ${provider}. Kiểm tra và hoàn tiền cho khách nếu chuyển trùng.`,
  alertHighRiskTitle: 'Giao dịch rủi ro cao đã bị chặn',
  alertHighRiskTransfer: (amount: number, orderNumber: string | null, score: number | null) =>
    `Khoản chuyển khoản ${formatVndText(amount)}${orderNumber ? ` cho đơn ${orderNumber}` : ''}${score !== null ? ` (điểm rủi ro ${score})` : ''} không được tự động khớp. Kiểm tra trước khi khớp đơn.`,
  alertHighRiskCheckout: (customer: string, phone: string, amount: number, score: number) =>
    `Đơn hàng ${formatVndText(amount)} của ${customer} (${phone}), điểm rủi ro ${score}, đã bị chặn khi đặt. Liên hệ khách nếu cần.`,

  /* Staff actions. */
  transactionNotFound: 'Không tìm thấy giao dịch',
  transactionNotUnmatched: 'Chỉ có thể xử lý giao dịch đang chờ đối soát',
  matchOrderNotFound: 'Không tìm thấy đơn hàng',
  matchOrderNotPayable: 'Đơn hàng này không còn chờ thanh toán',
  matchAmountDiffers: (amount: number, total: number) =>
    `Số tiền chuyển ${formatVndText(amount)} khác tổng đơn ${formatVndText(total)}. Hãy xác nhận nếu vẫn chấp nhận.`,
  matched: 'Đã khớp giao dịch với đơn hàng',
  ignored: 'Đã đánh dấu bỏ qua giao dịch',
  ignoreReasonTooLong: 'Lý do tối đa 200 ký tự',
  orderIdInvalid: 'Vui lòng chọn đơn hàng hợp lệ',
  perPageInvalid: 'Số giao dịch mỗi trang phải từ 1 đến 100',

  /* Settings. */
  settingsSaved: 'Đã lưu cài đặt thanh toán',
  methodsMustBeAll:
    'Cần đủ và không trùng các phương thức: tiền mặt, thẻ, chuyển khoản, trực tuyến',
  nameRequired: 'Vui lòng nhập tên',
  nameTooLong: 'Tên tối đa 100 ký tự',
  textTooLong: 'Tối đa 100 ký tự',
  feeInvalid: 'Phí xử lý phải từ 0 đến 100%',
  amountInvalid: 'Số tiền phải là số nguyên từ 0 đến 1.000.000.000 ₫',
  maxBelowMin: 'Số tiền tối đa phải lớn hơn hoặc bằng số tiền tối thiểu',
  monthsInvalid: 'Số tháng phải là số nguyên từ 1 đến 60',
  interestInvalid: 'Lãi suất phải từ 0 đến 10% mỗi tháng',
  planIdInvalid: 'Mã gói chỉ gồm chữ thường, số và gạch ngang (tối đa 20 ký tự)',
  planIdDuplicate: 'Mã gói trả góp bị trùng',
  plansTooMany: 'Tối đa 10 gói trả góp',
  bankBinInvalid: 'Mã BIN ngân hàng gồm 6 chữ số',
  bankNameRequired: 'Vui lòng nhập tên ngân hàng',
  bankAccountInvalid: 'Số tài khoản gồm 1–19 chữ hoặc số, không dấu cách',
  bankAccountNameInvalid: 'Tên chủ tài khoản viết in hoa không dấu, tối đa 50 ký tự',
  loadFailed: 'Không thể tải dữ liệu thanh toán',
} as const;
