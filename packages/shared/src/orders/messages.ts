import { formatVndText } from './money-text.js';

/** Every message of the shop, in one place (customer-account §5, §8; storefront §8). */
export const ORDER_MESSAGES = {
  placed: 'Đặt hàng thành công!',
  createFailed: 'Không thể tạo đơn hàng',
  createError: 'Có lỗi xảy ra khi tạo đơn hàng',
  checkoutFailed: 'Có lỗi xảy ra khi đặt hàng',
  listLoadFailed: 'Không thể tải danh sách đơn hàng',
  branchesLoadFailed: 'Không thể tải danh sách chi nhánh',
  productLoadFailed: 'Không thể tải thông tin sản phẩm',
  serviceLoadFailed: 'Không thể tải thông tin dịch vụ',
  loadFailed: 'Không thể tải thông tin đơn hàng',
  notFound: 'Không tìm thấy đơn hàng',
  notFoundHint: 'Đơn hàng có thể không tồn tại hoặc bạn không có quyền xem đơn hàng này.',
  empty: 'Không có đơn hàng nào',

  cartEmpty: 'Giỏ hàng trống',
  branchRequired: 'Vui lòng chọn chi nhánh',
  addressRequired: 'Vui lòng nhập địa chỉ giao hàng',
  guestNameRequired: 'Vui lòng nhập họ tên',
  guestPhoneInvalid: 'Số điện thoại không hợp lệ',
  paymentMethodRequired: 'Vui lòng chọn phương thức thanh toán',
  paymentMethodUnavailable:
    'Salon tạm ngừng nhận phương thức thanh toán này, vui lòng chọn cách khác',
  paymentMethodInDevelopment:
    'Phương thức thanh toán này đang được phát triển, vui lòng chọn cách khác',
  noPaymentMethod:
    'Hiện chưa có phương thức thanh toán nào nhận đơn này. Vui lòng liên hệ salon để được hỗ trợ.',
  paymentMethodOutOfRange: (method: string, min: number, max: number) =>
    `${method} áp dụng cho đơn từ ${formatVndText(min)} đến ${formatVndText(max)}`,
  orderTypeInvalid: 'Hình thức nhận hàng không hợp lệ',
  branchInvalid: 'Chi nhánh không hợp lệ hoặc đã ngừng hoạt động',
  addressNotFound: 'Địa chỉ giao hàng không tồn tại',
  guestAddressLogin: 'Vui lòng đăng nhập để dùng địa chỉ đã lưu',
  notesTooLong: 'Ghi chú tối đa 500 ký tự',
  tooManyLines: 'Đơn hàng có quá nhiều mặt hàng',
  duplicateLine: 'Một mặt hàng chỉ được có một dòng trong đơn',
  quantityInvalid: 'Số lượng phải là số nguyên từ 1 đến 999',
  itemTypeInvalid: 'Loại mục không hợp lệ (sản phẩm hoặc dịch vụ)',
  itemIdInvalid: 'Mã sản phẩm hoặc dịch vụ không hợp lệ',
  idempotencyKeyInvalid: 'Idempotency-Key phải từ 1 đến 100 ký tự in được',
  idempotencyKeyReused: 'Mã chống gửi trùng đã được dùng cho một đơn hàng khác',
  idempotencyKeyOtherRequester:
    'Mã chống gửi trùng này đã được người khác sử dụng, vui lòng tải lại trang và đặt hàng lại',

  /** Cart validation at order time: each line below joined after the prefix. */
  cartErrorPrefix: 'Có lỗi với giỏ hàng:',
  productMissing: (id: number) => `Sản phẩm #${id} không tồn tại`,
  serviceMissing: (id: number) => `Dịch vụ #${id} không tồn tại`,
  productNotSold: (name: string) => `Sản phẩm ${name} hiện không được bán`,
  productInactive: (name: string) => `Sản phẩm ${name} không còn hoạt động`,
  serviceInactive: (name: string) => `Dịch vụ ${name} không còn hoạt động`,
  insufficientStock: (name: string, left: number) =>
    left > 0 ? `Sản phẩm ${name} không đủ hàng (chỉ còn ${left})` : `Sản phẩm ${name} đã hết hàng`,
  itemUnverifiable: (name: string) => `Không thể kiểm tra ${name}, vui lòng thử lại`,

  tooManyGuestOrders: (minutes: number) =>
    `Bạn đã đặt quá nhiều đơn khi chưa đăng nhập. Vui lòng đăng nhập hoặc thử lại sau ${minutes} phút`,
  tooManyGuestOrdersForPhone: (minutes: number) =>
    `Số điện thoại này đã đặt quá nhiều đơn trong thời gian ngắn. Vui lòng đăng nhập hoặc thử lại sau ${minutes} phút`,
  tooManyOpenGuestOrders: (count: number) =>
    `Số điện thoại này đã có ${count} đơn hàng chưa thanh toán đang chờ xử lý. Vui lòng đăng nhập để đặt thêm, hoàn tất hoặc hủy bớt đơn cũ, hoặc gọi hotline`,
  expiredUnpaid: 'Quá 24 giờ chưa nhận được chuyển khoản nên đơn đã tự hủy',
  cancelled: 'Đã hủy đơn hàng',
  cancelNotAllowed: 'Đơn hàng này không thể hủy nữa',
  cancelReasonTooLong: 'Lý do hủy tối đa 200 ký tự',
  actionNotAllowed: 'Không thể thực hiện thao tác này với trạng thái hiện tại của đơn hàng',
  statusUpdated: 'Đã cập nhật đơn hàng',
  rebuyDone: 'Đã thêm lại các sản phẩm vào giỏ hàng',
  rebuyPartial: (skipped: number) =>
    `Đã thêm lại vào giỏ hàng; ${skipped} mặt hàng không còn bán nên đã bỏ qua`,
  rebuyNothing: 'Các mặt hàng của đơn này hiện không còn bán',
  reviewThanks: 'Cảm ơn bạn đã đánh giá sản phẩm!',
  reviewNotAllowed: 'Chỉ có thể đánh giá mặt hàng của đơn đã hoàn thành',
  reviewAlreadyDone: 'Bạn đã đánh giá mặt hàng này',
  reviewCommentTooLong: 'Nội dung đánh giá tối đa 500 ký tự',
  reviewRatingInvalid: 'Điểm đánh giá từ 1 đến 5 sao',
} as const;

/** The one message of a refused cart: 'Có lỗi với giỏ hàng: line; line'. */
export function cartErrorMessage(lines: readonly string[]): string {
  return `${ORDER_MESSAGES.cartErrorPrefix} ${lines.join('; ')}`;
}
