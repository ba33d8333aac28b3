import type { AdminPage } from '../auth/admin-pages.js';
import { searchItems, searchWords } from '../text/search-text.js';

/** A step-by-step guide to a task done in the back office (back-office §2.17 guides). */
export interface BackOfficeGuide {
  id: string;
  title: string;
  summary: string;
  steps: readonly string[];
  /** The screen where the task is done. */
  page: AdminPage;
}

/** The help screen's 4 guides: the daily work of the back office. */
export const BACK_OFFICE_GUIDES: readonly BackOfficeGuide[] = [
  {
    id: 'daily-appointments',
    title: 'Xử lý lịch hẹn trong ngày',
    summary: 'Xác nhận, đổi lịch, hoàn thành lịch hẹn tại quầy.',
    steps: [
      'Mở mục Lịch hẹn; danh sách mở ở ngày hôm nay, lọc được theo chi nhánh, trạng thái và nguồn đặt.',
      'Lịch "Chờ xác nhận": bấm Xác nhận sau khi gọi lại cho khách, hoặc hủy lịch kèm lý do.',
      'Cần đổi ngày, giờ hoặc stylist: mở lịch hẹn và chọn Đổi lịch; chỉ giờ còn trống được chọn.',
      'Xong dịch vụ, bấm Hoàn thành (kèm ảnh trước và sau nếu có) để tính doanh thu.',
      'Khách không đến sau giờ hẹn: đánh dấu Khách không đến.',
    ],
    page: 'appointments',
  },
  {
    id: 'orders',
    title: 'Xử lý đơn hàng sản phẩm',
    summary: 'Từ đơn mới đến khi khách nhận hàng.',
    steps: [
      'Mở mục Đơn hàng, lọc trạng thái "Chờ xử lý" để thấy đơn mới.',
      'Mở đơn để xem mặt hàng, cách nhận hàng và thanh toán.',
      'Khi đã nhận tiền mà đơn chưa tự ghép chuyển khoản, bấm Xác nhận đã thanh toán.',
      'Khi khách đã nhận hàng, bấm Hoàn thành đơn; nút In hóa đơn in phiếu cho khách.',
      'Hủy đơn cần ghi lý do (khách được báo); đơn đã thanh toán có thể Hoàn tiền.',
    ],
    page: 'orders',
  },
  {
    id: 'chat',
    title: 'Trả lời khách qua tin nhắn',
    summary: 'Nhận, phân công và trả lời cuộc trò chuyện của khách.',
    steps: [
      'Mở mục Tin nhắn; cuộc trò chuyện có tin chưa đọc hiện số tin chưa đọc.',
      'Chọn cuộc trò chuyện, bấm Phân công để nhận về mình hoặc giao cho đồng nghiệp.',
      'Gõ câu trả lời (tối đa 2000 ký tự) hoặc đính kèm tệp, bấm Gửi.',
      'Khi đã giải quyết xong, bấm Đóng cuộc trò chuyện.',
    ],
    page: 'chat',
  },
  {
    id: 'notifications',
    title: 'Gửi thông báo cho khách hàng và nhân viên',
    summary: 'Thông báo trong ứng dụng, gửi ngay hoặc hẹn giờ.',
    steps: [
      'Mở mục Thông báo, bấm Tạo thông báo ở thẻ Tổng quan.',
      'Tìm người nhận theo tên, số điện thoại hoặc email; để trống để tạo thông báo hệ thống.',
      'Chọn loại, mức ưu tiên, nhập tiêu đề và nội dung; chọn thời gian gửi nếu muốn hẹn giờ.',
      'Gửi cho mọi khách hàng: Gửi đến khách hàng; quản lý và quản trị viên còn có Gửi theo vai trò.',
    ],
    page: 'notifications',
  },
];

/** A question about the back office, answered once here. */
export interface BackOfficeFaq {
  /** Stable: votes are stored under it. */
  id: string;
  question: string;
  answer: string;
}

/** The help screen's 5 questions (back-office §2.17 FAQ). */
export const BACK_OFFICE_FAQS: readonly BackOfficeFaq[] = [
  {
    id: 'staff-pages',
    question: 'Vì sao tôi không thấy một số mục trong menu?',
    answer:
      'Mỗi vai trò chỉ thấy các màn hình được phép. Nhân viên dùng Lịch hẹn, Khách hàng, Đơn hàng, Tin nhắn, Thông báo và Hồ sơ; quản lý thêm danh mục, sản phẩm, chi nhánh, liên hệ; quản trị viên có toàn quyền. Cần thêm quyền, hãy liên hệ quản trị viên.',
  },
  {
    id: 'change-password',
    question: 'Làm sao để đổi mật khẩu đăng nhập?',
    answer:
      'Mở Hồ sơ, thẻ Bảo mật, nhập mật khẩu hiện tại và mật khẩu mới rồi lưu. Các thiết bị khác đang đăng nhập tài khoản của bạn sẽ bị đăng xuất; thiết bị đang dùng vẫn giữ đăng nhập.',
  },
  {
    id: 'dark-theme',
    question: 'Làm sao để dùng giao diện tối hoặc đổi cỡ chữ?',
    answer:
      'Mở Tùy chỉnh, thẻ Giao diện: chọn Sáng, Tối hoặc Theo hệ thống, màu chủ đạo và cỡ chữ; bấm Lưu cài đặt để áp dụng trên mọi thiết bị bạn đăng nhập.',
  },
  {
    id: 'missed-notification',
    question: 'Tôi không nhận được thông báo lịch hẹn mới?',
    answer:
      'Thông báo mới hiện ngay trong mục Thông báo khi trang quản trị đang mở, và được lưu lại để xem sau. Hãy kiểm tra thẻ Thông báo trong Tùy chỉnh (âm thanh, giờ nhận thông báo).',
  },
  {
    id: 'email-not-sent',
    question: 'Vì sao email gửi khách vẫn ở trạng thái "Chờ gửi"?',
    answer:
      'Máy chủ chỉ gửi email khi đã cấu hình máy chủ thư (SMTP_URL). Khi chưa cấu hình, email được lưu lại trong hộp thư đi để xem và sẽ được gửi khi có cấu hình. Quản trị viên xem tình trạng hàng đợi ở thẻ Hỗ trợ.',
  },
];

export function isBackOfficeFaqId(id: string): boolean {
  return BACK_OFFICE_FAQS.some((faq) => faq.id === id);
}

/** The questions holding every word of the term (diacritics ignored, word starts only). */
export function searchBackOfficeFaqs(term: string): BackOfficeFaq[] {
  return searchItems(BACK_OFFICE_FAQS, searchWords(term), (faq) => ({
    name: faq.question,
    text: [faq.answer],
  }));
}

/**
 * The help screen's 4 walkthroughs, in place of the spec's videos: we host no videos, so each
 * is a short written tour that opens the screen it is about.
 */
export interface BackOfficeWalkthrough {
  id: string;
  title: string;
  description: string;
  /** Reading time, in minutes, estimated from the steps. */
  minutes: number;
  steps: readonly string[];
  page: AdminPage;
}

export const BACK_OFFICE_WALKTHROUGHS: readonly BackOfficeWalkthrough[] = [
  {
    id: 'tour-layout',
    title: 'Làm quen với trang quản trị',
    description: 'Menu, chuông thông báo, hồ sơ và tùy chỉnh.',
    minutes: 2,
    steps: [
      'Menu bên trái liệt kê các màn hình bạn được phép dùng; trên điện thoại, mở menu bằng nút ☰.',
      'Mục Thông báo và Tin nhắn cập nhật ngay khi có tin mới, không cần tải lại trang.',
      'Tên của bạn ở góc phải mở Hồ sơ và Đăng xuất.',
    ],
    page: 'customization',
  },
  {
    id: 'tour-appointments',
    title: 'Một ngày tại quầy lễ tân',
    description: 'Từ lịch hẹn mới đến khi khách thanh toán.',
    minutes: 3,
    steps: [
      'Xem lịch hẹn hôm nay theo chi nhánh.',
      'Xác nhận lịch mới, đổi lịch khi khách cần, hoàn thành dịch vụ.',
      'Thêm ảnh trước và sau cho khách khi hoàn thành.',
    ],
    page: 'appointments',
  },
  {
    id: 'tour-orders',
    title: 'Đơn hàng và thanh toán chuyển khoản',
    description: 'Đối soát chuyển khoản và giao hàng.',
    minutes: 3,
    steps: [
      'Đơn chuyển khoản được ghép tự động khi ngân hàng báo về (khi đã cài đặt webhook).',
      'Giao dịch chưa ghép được hiện ở mục Thanh toán để quản lý đối soát tay.',
      'Xác nhận đã thanh toán, hoàn thành đơn và in hóa đơn.',
    ],
    page: 'orders',
  },
  {
    id: 'tour-notifications',
    title: 'Thông báo và tin nhắn',
    description: 'Giữ liên lạc với khách hàng và đồng nghiệp.',
    minutes: 2,
    steps: [
      'Gửi thông báo cho một người hoặc hàng loạt.',
      'Trả lời tin nhắn của khách trong mục Tin nhắn.',
    ],
    page: 'notifications',
  },
];

/** Help facts of back-office §9. */
export const BACK_OFFICE_SUPPORT_FACTS = {
  chatResponse: 'dưới 5 phút',
  emailResponse: 'dưới 2 giờ',
  feedbackAnswer: 'trong vòng 24 giờ',
} as const;
