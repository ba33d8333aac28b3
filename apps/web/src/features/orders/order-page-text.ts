/** Texts of the order page that only the browser shows. */
export const ORDER_PAGE_TEXT = {
  placedTitle: 'Đặt hàng thành công!',
  placedHint: 'Cảm ơn bạn đã mua hàng. Chúng tôi sẽ liên hệ khi đơn hàng sẵn sàng.',
  placedTransferHint:
    'Vui lòng quét mã QR bên dưới để chuyển khoản. Đơn hàng tự chuyển sang “Đã thanh toán” khi ngân hàng báo tiền về.',
  cancelledTitle: 'Đơn hàng đã bị hủy',
  refundedHint: 'Salon đã hoàn lại khoản bạn đã thanh toán cho đơn hàng này.',
  paidNotice: 'Đã nhận được tiền chuyển khoản. Cảm ơn bạn!',
  cancelConfirm: 'Hủy đơn hàng này?',
  cancelUnavailable: 'Chưa thể hủy đơn trực tuyến. Vui lòng liên hệ cửa hàng để được hỗ trợ.',
  cancelFailed: 'Không thể hủy đơn hàng, vui lòng thử lại',
} as const;
