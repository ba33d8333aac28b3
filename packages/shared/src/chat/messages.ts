import { AI_CHAT_LIMITS, CHAT_LIMITS } from './limits.js';

/** Chat messages, customer side (customer-account §8 Chat) and back office (back-office §5, §8). */
export const CHAT_MESSAGES = {
  // Customer side (customer-account §8).
  loadMessagesFailed: 'Không thể tải tin nhắn',
  initFailed: 'Không thể khởi tạo cuộc trò chuyện',
  sendFailed: 'Gửi tin nhắn thất bại',
  sendFileFailed: 'Gửi file thất bại',
  createFailed: 'Không thể tạo cuộc trò chuyện mới',
  accessDenied:
    'Bạn không có quyền truy cập cuộc trò chuyện này. Vui lòng liên hệ quản trị viên nếu cần hỗ trợ.',
  loginRequired: 'Vui lòng đăng nhập để nhắn tin với salon',

  // Back office (back-office §8).
  loadConversationsFailed: 'Không thể tải danh sách cuộc trò chuyện',
  adminSendFailed: 'Không thể gửi tin nhắn',
  adminSent: 'Gửi tin nhắn thành công',
  adminSendFileFailed: 'Không thể gửi file',
  adminFileSent: 'Gửi file thành công',
  closeFailed: 'Không thể đóng cuộc trò chuyện',
  closed: 'Đóng cuộc trò chuyện thành công',
  assignFailed: 'Không thể phân công cuộc trò chuyện',
  assigned: 'Phân công cuộc trò chuyện thành công',
  customerSearchFailed: 'Không thể tìm kiếm khách hàng',
  activeExists: 'Khách hàng đã có cuộc trò chuyện đang hoạt động',
  adminCreateFailed: 'Không thể tạo cuộc trò chuyện',
  adminCreated: 'Tạo cuộc trò chuyện thành công',
  underDevelopment: 'Tính năng đang được phát triển',

  // Validation (back-office §5).
  messageRequired: 'Vui lòng nhập tin nhắn',
  firstMessageMax: `Tin nhắn không được quá ${CHAT_LIMITS.firstMessageMax} ký tự`,
  messageMax: `Tin nhắn không được quá ${CHAT_LIMITS.messageMax} ký tự`,
  customerRequired: 'Vui lòng chọn khách hàng',
  adminRequired: 'Vui lòng chọn admin',
  closeReasonMax: `Lý do đóng không được quá ${CHAT_LIMITS.closeReasonMax} ký tự`,
  captionMax: `Chú thích không được quá ${CHAT_LIMITS.captionMax} ký tự`,
  customerSearchMin: `Nhập ít nhất ${CHAT_LIMITS.customerSearchMin} ký tự để tìm khách hàng`,
  priorityInvalid: 'Mức ưu tiên không hợp lệ',
  statusInvalid: 'Trạng thái không hợp lệ',
  typeInvalid: 'Loại cuộc trò chuyện không hợp lệ',

  // Rules the server keeps.
  conversationNotFound: 'Không tìm thấy cuộc trò chuyện',
  conversationClosed: 'Cuộc trò chuyện đã đóng. Vui lòng tạo cuộc trò chuyện mới nếu cần hỗ trợ.',
  staffConversationClosed: 'Cuộc trò chuyện đã đóng, không thể gửi thêm tin nhắn',
  assistantHandled: 'Cuộc trò chuyện này đang do trợ lý tư vấn trả lời',
  customerActiveExists:
    'Bạn đã có cuộc trò chuyện đang hoạt động. Vui lòng tiếp tục cuộc trò chuyện đó.',
  assigneeInvalid: 'Chỉ có thể phân công cho nhân viên đang làm việc',
  assignSelfOnly: 'Nhân viên chỉ có thể nhận cuộc trò chuyện cho chính mình',
  notActive: 'Chỉ cuộc trò chuyện đang hoạt động mới có thể phân công hoặc đóng',
  fileRequired: 'Vui lòng chọn file để gửi',
  fileTypeNotAllowed: 'Chỉ có thể gửi hình ảnh (JPG, PNG, WEBP) hoặc tệp PDF!',
  fileTooLarge: `File phải nhỏ hơn ${CHAT_LIMITS.fileMaxBytes / 1024 / 1024}MB!`,
  tooManyMessages: 'Bạn gửi tin nhắn quá nhanh. Vui lòng chờ một lát rồi gửi tiếp.',
  tooManyFiles: 'Bạn đã gửi quá nhiều file. Vui lòng thử lại sau.',
  tooManyConversations:
    'Bạn đã tạo quá nhiều cuộc trò chuyện hôm nay. Vui lòng tiếp tục cuộc trò chuyện đang có.',
  customerNotFound: 'Không tìm thấy khách hàng',
  customerInactive: 'Tài khoản khách hàng đã ngừng hoạt động',
  fileNotFound: 'Không tìm thấy tệp',
  /** The bell of a new customer message (back-office notifications). */
  bellTitle: (customerName: string) => `Tin nhắn mới từ ${customerName}`,
  bellFile: 'đã gửi một tệp',

  // AI consultant.
  aiMessageRequired: 'Vui lòng nhập câu hỏi',
  aiMessageMax: `Câu hỏi không được quá ${AI_CHAT_LIMITS.messageMax} ký tự`,
  aiFailed: 'Trợ lý tư vấn tạm thời không trả lời được. Vui lòng thử lại.',
  aiTooMany: 'Bạn hỏi hơi nhanh. Vui lòng chờ một lát rồi hỏi tiếp.',
  aiSessionNotFound: 'Không tìm thấy phiên tư vấn. Vui lòng bắt đầu lại.',
  /** The close reason of a session ended after AI_CHAT_LIMITS.sessionIdleMs without a message. */
  aiSessionEnded: 'Phiên tư vấn đã kết thúc',
  handoverLoginRequired: 'Vui lòng đăng nhập để trò chuyện với nhân viên',
  handedOver: 'Đã chuyển cuộc trò chuyện cho nhân viên. Nhân viên sẽ trả lời bạn sớm.',
} as const;
