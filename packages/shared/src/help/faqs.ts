import { BOOKING_LIMITS, GUEST_BOOKING_LIMITS } from '../booking/constants.js';
import { DEFAULT_DELIVERY_FEES, type DeliveryFees } from '../orders/pricing.js';
import { formatVndText } from '../orders/money-text.js';
import { ORDER_STATUS_LABELS } from '../orders/statuses.js';
import { PASSWORD_RESET_RULES } from '../password-reset/constants.js';
import { PROFILE_LIMITS } from '../profile/profile-schemas.js';
import { DEFAULT_PUBLIC_SETTINGS } from '../settings/defaults.js';
import { searchItems, searchWords } from '../text/search-text.js';

export const FAQ_CATEGORIES = {
  booking: 'Đặt lịch',
  appointment: 'Đổi, hủy lịch',
  payment: 'Thanh toán',
  account: 'Tài khoản',
  shop: 'Mua sản phẩm',
  salon: 'Dịch vụ tại salon',
} as const;
export type FaqCategory = keyof typeof FAQ_CATEGORIES;

export interface Faq {
  /** A stable key: votes are stored under it, so it never changes once published. */
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /** Shown among the popular questions until enough visitors have voted. */
  featured?: boolean;
}

/** What of the FAQs' answers the admins set (settings), rather than the code. */
export interface FaqSettings {
  /** `system.booking_advance_days`: how many days ahead customers may book. */
  bookingAdvanceDays: number;
  /** The `delivery` group: the fee and the subtotal from which delivery is free. */
  delivery?: DeliveryFees;
}

const avatarMb = Math.round(PROFILE_LIMITS.avatarMaxBytes / 1024 / 1024);
const orderStates = Object.values(ORDER_STATUS_LABELS).join(', ');

/**
 * The help centre's 15 questions (customer-account §2 Help centre). Every figure in an answer (a
 * fee, a limit, a window) is read from the rule the server applies, never typed, so the help
 * centre and the consultant who quotes it cannot drift from what checkout and booking do.
 */
export function helpFaqs(settings: FaqSettings): readonly Faq[] {
  const delivery = settings.delivery ?? DEFAULT_DELIVERY_FEES;
  return [
    {
      id: 'booking-online',
      category: 'booking',
      featured: true,
      question: 'Làm thế nào để đặt lịch trực tuyến?',
      answer:
        'Vào trang Đặt lịch, chọn dịch vụ, chi nhánh, rồi chọn ngày và khung giờ còn trống. Nhập họ tên, số điện thoại (và email nếu muốn nhận xác nhận qua email), kiểm tra lại thông tin rồi bấm Xác nhận. Khung giờ còn trống ghi số chỗ còn lại; khung giờ đã kín hoặc không đặt được vẫn hiện nhưng bị mờ, kèm lý do.',
    },
    {
      id: 'booking-guest-account',
      category: 'booking',
      featured: true,
      question: 'Tôi chưa có tài khoản thì có đặt lịch được không?',
      answer: `Được. Khi bạn đặt lịch mà chưa đăng nhập và số điện thoại chưa có tài khoản, hệ thống tự tạo tài khoản cho bạn: tên đăng nhập là số điện thoại bạn đã nhập, mật khẩu là một dãy ${GUEST_BOOKING_LIMITS.initialPasswordLength} ký tự ngẫu nhiên, hiện một lần duy nhất trên trang đặt lịch thành công và được gửi cho bạn qua SMS. Lần đăng nhập đầu tiên, bạn sẽ được yêu cầu đổi mật khẩu này.`,
    },
    {
      id: 'booking-advance',
      category: 'booking',
      question: 'Tôi có thể đặt lịch trước bao lâu?',
      answer: `Bạn có thể đặt lịch trong vòng ${settings.bookingAdvanceDays} ngày tới. Với ngày hôm nay, các khung giờ đã qua sẽ không thể chọn.`,
    },
    {
      id: 'booking-confirmation',
      category: 'booking',
      question: 'Làm sao biết lịch hẹn của tôi đã được xác nhận?',
      answer:
        'Lịch mới đặt ở trạng thái "Chờ xác nhận". Khi salon xác nhận, trạng thái chuyển sang "Đã xác nhận" và bạn nhận được thông báo trên website (và email nếu có). Bạn xem tất cả lịch hẹn ở mục Lịch hẹn của tôi.',
    },
    {
      id: 'appointment-reschedule',
      category: 'appointment',
      featured: true,
      question: 'Tôi muốn đổi giờ hẹn thì làm thế nào?',
      answer: `Vào Lịch hẹn của tôi, mở lịch hẹn và chọn Đổi lịch. Chỉ đổi được lịch đang ở trạng thái "Chờ xác nhận" hoặc "Đã xác nhận" và còn hơn ${BOOKING_LIMITS.rescheduleMinHours} giờ nữa mới đến giờ hẹn. Nếu gấp hơn, vui lòng gọi hotline để được hỗ trợ.`,
    },
    {
      id: 'appointment-cancel',
      category: 'appointment',
      featured: true,
      question: 'Tôi có thể hủy lịch hẹn không?',
      answer: `Có. Trong Lịch hẹn của tôi, chọn Hủy lịch và ghi lý do (tối đa ${BOOKING_LIMITS.cancelReasonMax} ký tự). Chỉ hủy được lịch đang "Chờ xác nhận" hoặc "Đã xác nhận" và còn hơn ${BOOKING_LIMITS.cancelMinHours} giờ trước giờ hẹn. Lịch đã hoàn thành hoặc đã hủy thì không thay đổi được nữa.`,
    },
    {
      id: 'appointment-late',
      category: 'appointment',
      question: 'Nếu tôi đến trễ thì sao?',
      answer:
        'Salon giữ chỗ cho bạn trong 15 phút. Sau thời gian đó, lịch có thể được nhường cho khách khác nếu stylist đã kín lịch. Hãy gọi cho chi nhánh nếu bạn biết mình sẽ đến trễ.',
    },
    {
      id: 'payment-methods',
      category: 'payment',
      featured: true,
      question: 'Salon nhận những hình thức thanh toán nào?',
      answer:
        'Bạn có thể thanh toán bằng tiền mặt, thẻ ngân hàng (quẹt thẻ tại quầy) hoặc chuyển khoản bằng mã QR; ví điện tử đang được phát triển. Trang thanh toán chỉ hiện những hình thức salon đang nhận, mỗi hình thức có hạn mức số tiền riêng. Khi chọn chuyển khoản, mã QR kèm số tài khoản và nội dung chuyển khoản hiện ngay sau khi đặt hàng.',
    },
    {
      id: 'payment-invoice',
      category: 'payment',
      question: 'Giá trên website đã gồm thuế chưa?',
      answer:
        'Giá niêm yết là giá dịch vụ, sản phẩm. Thuế VAT (nếu có) được tính và ghi rõ trong phần tổng tiền trước khi bạn xác nhận đơn hàng. Bạn có thể yêu cầu hóa đơn tại quầy.',
    },
    {
      id: 'shop-delivery',
      category: 'shop',
      question: 'Phí giao hàng được tính như thế nào?',
      answer: `Phí giao hàng là ${formatVndText(delivery.delivery_fee)} cho mỗi đơn. Đơn có tạm tính từ ${formatVndText(delivery.free_delivery_from)} trở lên được miễn phí giao hàng. Nếu bạn chọn nhận tại cửa hàng thì không mất phí giao hàng.`,
    },
    {
      id: 'shop-order-status',
      category: 'shop',
      question: 'Tôi theo dõi đơn hàng ở đâu?',
      answer: `Đăng nhập và mở mục Đơn hàng của tôi để xem trạng thái từng đơn: ${orderStates}. Khách mua không cần tài khoản sẽ nhận đường dẫn xem đơn ngay sau khi đặt hàng.`,
    },
    {
      id: 'account-password',
      category: 'account',
      question: 'Tôi quên mật khẩu thì phải làm sao?',
      answer: `Tại trang Đăng nhập, bấm Quên mật khẩu, nhập email hoặc số điện thoại của tài khoản. Bạn sẽ nhận mã xác thực ${PASSWORD_RESET_RULES.codeLength} chữ số để đặt mật khẩu mới (ít nhất 8 ký tự, có chữ hoa, chữ thường và số).`,
    },
    {
      id: 'account-update',
      category: 'account',
      question: 'Làm sao để cập nhật thông tin cá nhân?',
      answer: `Vào trang Hồ sơ, bấm Chỉnh sửa để đổi họ tên, email, số điện thoại, ngày sinh, giới tính và ảnh đại diện (ảnh dưới ${avatarMb}MB). Bạn cũng có thể đổi mật khẩu và quản lý địa chỉ giao hàng tại đây.`,
    },
    {
      id: 'salon-consultation',
      category: 'salon',
      question: 'Tôi chưa biết nên làm kiểu tóc nào, salon có tư vấn không?',
      answer:
        'Có. Stylist sẽ tư vấn miễn phí trước khi làm, dựa trên khuôn mặt, chất tóc và thói quen chăm sóc của bạn. Bạn cũng có thể nhắn tin cho chúng tôi qua mục Tin nhắn hoặc gọi hotline để được gợi ý trước.',
    },
    {
      id: 'salon-products',
      category: 'salon',
      question: 'Sản phẩm salon sử dụng và bán có chính hãng không?',
      answer:
        'Tất cả sản phẩm đều chính hãng, có nguồn gốc rõ ràng và hạn sử dụng in trên bao bì. Sau khi mua, bạn có thể theo dõi thời hạn dùng sản phẩm trong trang Hồ sơ và nhận nhắc nhở khi sản phẩm sắp hết hạn.',
    },
  ];
}

/** The FAQs with the built-in settings (the web help page; the server reads the stored ones). */
export const FAQS: readonly Faq[] = helpFaqs({
  bookingAdvanceDays: DEFAULT_PUBLIC_SETTINGS.system.booking_advance_days,
});

const FAQ_IDS = new Set(FAQS.map((faq) => faq.id));

export function isFaqId(id: string): boolean {
  return FAQ_IDS.has(id);
}

/**
 * FAQs whose question or answer holds every word of the term (the search rule of
 * `text/search-text`: diacritics ignored, word starts only), questions that hold them first.
 */
export function searchFaqs(faqs: readonly Faq[], term: string): Faq[] {
  return searchItems(faqs, searchWords(term), (faq) => ({
    name: faq.question,
    text: [faq.answer],
  }));
}

/** Helpful votes of one FAQ. */
export interface FaqVoteCount {
  helpful: number;
  not_helpful: number;
}

/** `GET /api/public/faqs/stats`: the counts per FAQ and the caller's own votes. */
export interface FaqStats {
  counts: Record<string, FaqVoteCount>;
  my_votes: Record<string, boolean>;
}

/**
 * The most helpful questions: by helpful votes minus unhelpful ones, then the featured ones,
 * then the order of the list. Questions nobody found helpful come last.
 */
export function popularFaqs(
  faqs: readonly Faq[],
  counts: Record<string, FaqVoteCount>,
  limit = 5,
): Faq[] {
  const score = (faq: Faq) => {
    const count = counts[faq.id];
    return count ? count.helpful - count.not_helpful : 0;
  };
  return faqs
    .map((faq, index) => ({ faq, index }))
    .sort(
      (a, b) =>
        score(b.faq) - score(a.faq) ||
        Number(Boolean(b.faq.featured)) - Number(Boolean(a.faq.featured)) ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map((entry) => entry.faq);
}

/** Votes accepted per client address within the window, so counts cannot be stuffed by a script. */
export const FAQ_VOTE_LIMITS = { perAddress: 30, windowMs: 10 * 60_000 } as const;

export const HELP_MESSAGES = {
  tooManyVotes: 'Bạn đã bình chọn quá nhiều lần. Vui lòng thử lại sau ít phút.',
  faqNotFound: 'Không tìm thấy câu hỏi này.',
  voteInvalid: 'Vui lòng chọn hữu ích hoặc không hữu ích.',
  voteThanks: 'Cảm ơn bạn đã phản hồi!',
  statsLoadFailed: 'Không thể tải lượt đánh giá câu hỏi.',
  voteFailed: 'Không thể ghi nhận phản hồi. Vui lòng thử lại.',
  noFaqResults: 'Không tìm thấy câu hỏi phù hợp',
} as const;
