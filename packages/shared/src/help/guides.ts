import { GUEST_BOOKING_LIMITS } from '../booking/constants.js';
import { formatVndText } from '../orders/money-text.js';
import { DEFAULT_DELIVERY_FEES, type DeliveryFees } from '../orders/pricing.js';
import { PROFILE_LIMITS } from '../profile/profile-schemas.js';

export interface HelpGuide {
  id: string;
  title: string;
  summary: string;
  steps: readonly string[];
  /** Where the guide's action is done. */
  link: { to: string; label: string };
}

/** The shop guide's step that quotes the delivery fee and the free-delivery subtotal. */
function deliveryStep(fees: DeliveryFees): string {
  return `Chọn chi nhánh, nhận tại cửa hàng hoặc giao hàng (phí ${formatVndText(fees.delivery_fee)}, miễn phí cho đơn từ ${formatVndText(fees.free_delivery_from)}).`;
}

/** The help centre's 6 guides (customer-account §2 Help centre). */
export const HELP_GUIDES: readonly HelpGuide[] = [
  {
    id: 'book-appointment',
    title: 'Đặt lịch hẹn trực tuyến',
    summary: 'Chọn dịch vụ, chi nhánh và giờ phù hợp trong vài bước.',
    steps: [
      'Mở trang Đặt lịch hoặc bấm "Đặt lịch" trên thẻ dịch vụ bạn thích.',
      'Chọn dịch vụ, sau đó chọn chi nhánh gần bạn.',
      'Chọn ngày (trong vòng 30 ngày tới) và một khung giờ còn trống.',
      'Nhập họ tên, số điện thoại; khách đã đăng nhập được điền sẵn thông tin.',
      'Thêm ghi chú nếu cần, kiểm tra lại và bấm Xác nhận.',
    ],
    link: { to: '/dat-lich', label: 'Đặt lịch ngay' },
  },
  {
    id: 'manage-appointments',
    title: 'Đổi hoặc hủy lịch hẹn',
    summary: 'Chủ động thay đổi lịch khi có việc bận.',
    steps: [
      'Đăng nhập và mở mục Lịch hẹn của tôi.',
      'Chọn lịch hẹn đang "Chờ xác nhận" hoặc "Đã xác nhận".',
      'Đổi lịch: chọn ngày và giờ mới, chỉ được khi còn hơn 24 giờ trước giờ hẹn.',
      'Hủy lịch: nhập lý do (tối đa 200 ký tự), chỉ được khi còn hơn 2 giờ trước giờ hẹn.',
      'Lịch đã hủy hoặc đã hoàn thành có thể được đặt lại bằng nút Đặt lại.',
    ],
    link: { to: '/lich-hen', label: 'Xem lịch hẹn của tôi' },
  },
  {
    id: 'guest-account',
    title: 'Tài khoản tạo tự động khi đặt lịch',
    summary: 'Đặt lịch không cần đăng ký trước, tài khoản được tạo giúp bạn.',
    steps: [
      'Khi đặt lịch mà chưa đăng nhập, bạn chỉ cần nhập họ tên và số điện thoại.',
      `Nếu số điện thoại chưa có tài khoản, hệ thống tạo tài khoản với tên đăng nhập là số điện thoại đó và một mật khẩu ngẫu nhiên ${GUEST_BOOKING_LIMITS.initialPasswordLength} ký tự, hiện một lần trên trang đặt lịch thành công và gửi cho bạn qua SMS.`,
      'Đăng nhập tại trang Đăng nhập bằng số điện thoại và mật khẩu đó.',
      'Lần đăng nhập đầu tiên, bạn được yêu cầu đổi sang mật khẩu của riêng mình.',
    ],
    link: { to: '/customer/login', label: 'Đăng nhập' },
  },
  {
    id: 'shop-order',
    title: 'Mua sản phẩm chăm sóc tóc',
    summary: 'Thêm vào giỏ hàng, chọn nhận tại cửa hàng hoặc giao tận nơi.',
    steps: [
      'Mở trang Sản phẩm và chọn số lượng (tối đa bằng số hàng còn trong kho); không cần đăng nhập để mua.',
      'Bấm "Thêm vào giỏ", sau đó mở Giỏ hàng để kiểm tra.',
      deliveryStep(DEFAULT_DELIVERY_FEES),
      'Chọn phương thức thanh toán và xác nhận đơn hàng.',
    ],
    link: { to: '/san-pham', label: 'Xem sản phẩm' },
  },
  {
    id: 'payment',
    title: 'Thanh toán',
    summary: 'Tiền mặt, thẻ hoặc chuyển khoản qua mã QR.',
    steps: [
      'Tiền mặt hoặc thẻ: thanh toán tại quầy khi sử dụng dịch vụ hoặc khi nhận hàng.',
      'Chuyển khoản: sau khi đặt hàng, quét mã QR hiển thị trên trang đơn hàng bằng ứng dụng ngân hàng.',
      'Giữ nguyên nội dung chuyển khoản để đơn được đối soát nhanh.',
      'Trạng thái đơn chuyển sang "Đã thanh toán" khi khoản chuyển được ghi nhận (tự động qua ngân hàng, hoặc khi salon xác nhận đã nhận tiền).',
    ],
    link: { to: '/don-hang-cua-toi', label: 'Xem đơn hàng của tôi' },
  },
  {
    id: 'account-profile',
    title: 'Quản lý tài khoản và hồ sơ',
    summary: 'Thông tin cá nhân, địa chỉ, mật khẩu và thông báo.',
    steps: [
      `Vào Hồ sơ để cập nhật họ tên, email, ngày sinh và ảnh đại diện (dưới ${Math.round(PROFILE_LIMITS.avatarMaxBytes / 1024 / 1024)}MB).`,
      'Thêm địa chỉ giao hàng và đặt một địa chỉ làm mặc định.',
      'Đổi mật khẩu trong phần bảo mật của Hồ sơ.',
      'Xem thông báo về lịch hẹn, đơn hàng và khuyến mãi ở mục Thông báo.',
    ],
    link: { to: '/ho-so', label: 'Mở hồ sơ' },
  },
];

/** The help centre's video tab: announced, not yet published. */
export const HELP_VIDEOS: readonly { id: string; title: string; duration: string }[] = [
  { id: 'video-booking', title: 'Hướng dẫn đặt lịch trong 1 phút', duration: '1:05' },
  { id: 'video-shop', title: 'Mua sản phẩm và thanh toán QR', duration: '2:30' },
  { id: 'video-hair-care', title: 'Chăm sóc tóc sau khi uốn, nhuộm', duration: '4:10' },
  { id: 'video-styling', title: 'Tự tạo kiểu tóc tại nhà', duration: '3:45' },
];

/** The guides with the salon's own delivery settings in place of the built-in fees. */
export function helpGuides(fees: DeliveryFees): readonly HelpGuide[] {
  const builtIn = deliveryStep(DEFAULT_DELIVERY_FEES);
  return HELP_GUIDES.map((guide) => ({
    ...guide,
    steps: guide.steps.map((step) => (step === builtIn ? deliveryStep(fees) : step)),
  }));
}
