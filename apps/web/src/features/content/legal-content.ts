/** The texts of the terms of use and the privacy policy. */

import { formatVndText, supportReplyText, type PublicSettings } from '@salon/shared';

export interface LegalSection {
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export const LEGAL_UPDATED = '01/11/2025';

/* Placeholders the salon's settings fill in (termsSections). */
const DELIVERY_TERM = '{delivery}';
const REPLY_TERM = '{reply}';

const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: '1. Phạm vi áp dụng',
    paragraphs: [
      'Điều khoản này áp dụng cho mọi người truy cập website Salon Tóc Việt, đặt lịch hẹn, mua sản phẩm hoặc sử dụng tài khoản khách hàng. Khi sử dụng website, bạn đồng ý với các điều khoản dưới đây cùng Chính sách bảo mật của chúng tôi.',
    ],
  },
  {
    title: '2. Tài khoản khách hàng',
    items: [
      'Bạn chịu trách nhiệm về tính chính xác của họ tên, số điện thoại và email đã cung cấp.',
      'Khi đặt lịch mà chưa có tài khoản, hệ thống tạo tài khoản với tên đăng nhập và mật khẩu là số điện thoại của bạn. Bạn cần đổi mật khẩu ngay sau lần đăng nhập đầu tiên.',
      'Không chia sẻ mật khẩu cho người khác. Hãy báo cho chúng tôi ngay khi nghi ngờ tài khoản bị sử dụng trái phép.',
      'Chúng tôi có quyền tạm khóa tài khoản có dấu hiệu gian lận, đặt lịch ảo hoặc gây ảnh hưởng đến khách hàng khác.',
    ],
  },
  {
    title: '3. Đặt lịch, đổi và hủy lịch',
    items: [
      'Lịch hẹn được giữ theo khung giờ bạn chọn; lịch mới ở trạng thái "Chờ xác nhận" cho đến khi salon xác nhận.',
      'Chỉ lịch đang "Chờ xác nhận" hoặc "Đã xác nhận" mới được đổi hoặc hủy.',
      'Đổi lịch trực tuyến khi còn hơn 24 giờ trước giờ hẹn; hủy lịch trực tuyến khi còn hơn 2 giờ trước giờ hẹn. Sau các mốc này, vui lòng gọi hotline.',
      'Salon giữ chỗ 15 phút sau giờ hẹn. Khách vắng mặt nhiều lần không báo trước có thể bị hạn chế đặt lịch trực tuyến.',
    ],
  },
  {
    title: '4. Giá, đơn hàng và thanh toán',
    items: [
      'Giá dịch vụ và sản phẩm niêm yết bằng Việt Nam đồng (VNĐ). Thuế VAT (nếu áp dụng) được thể hiện rõ trước khi bạn xác nhận đơn.',
      DELIVERY_TERM,
      'Chúng tôi nhận thanh toán bằng tiền mặt, thẻ ngân hàng và chuyển khoản qua mã QR. Đơn chuyển khoản được xác nhận khi salon nhận được tiền.',
      'Đơn hàng có thể bị hủy nếu sản phẩm hết hàng, thông tin giao hàng không chính xác hoặc không thanh toán trong thời hạn thông báo; khoản đã thanh toán sẽ được hoàn lại đầy đủ.',
    ],
  },
  {
    title: '5. Đổi trả sản phẩm',
    paragraphs: [
      'Sản phẩm lỗi do nhà sản xuất, giao sai hoặc hư hỏng khi vận chuyển được đổi mới trong vòng 7 ngày kể từ ngày nhận, khi còn hóa đơn và bao bì. Sản phẩm đã mở nắp sử dụng không thuộc diện đổi trả, trừ trường hợp lỗi chất lượng.',
    ],
  },
  {
    title: '6. Đánh giá và nội dung do khách hàng gửi',
    paragraphs: [
      'Đánh giá, câu hỏi và hình ảnh bạn gửi được kiểm duyệt trước khi hiển thị. Không đăng nội dung sai sự thật, xúc phạm, quảng cáo hoặc vi phạm pháp luật; chúng tôi có quyền từ chối hoặc gỡ bỏ những nội dung như vậy.',
    ],
  },
  {
    title: '7. Sở hữu trí tuệ',
    paragraphs: [
      'Tên thương mại, logo, hình ảnh và nội dung trên website thuộc về Salon Tóc Việt. Không sao chép hoặc sử dụng cho mục đích thương mại khi chưa có sự đồng ý bằng văn bản.',
    ],
  },
  {
    title: '8. Giới hạn trách nhiệm',
    paragraphs: [
      'Chúng tôi nỗ lực để website hoạt động liên tục và thông tin chính xác, nhưng không chịu trách nhiệm với gián đoạn do sự cố kỹ thuật ngoài tầm kiểm soát. Kết quả làm tóc có thể khác nhau tùy chất tóc; stylist sẽ tư vấn rõ trước khi thực hiện.',
    ],
  },
  {
    title: '9. Giải quyết khiếu nại và luật áp dụng',
    paragraphs: [
      `Mọi khiếu nại xin gửi qua trang Liên hệ, hotline hoặc email; chúng tôi ${REPLY_TERM}. Tranh chấp được ưu tiên giải quyết bằng thương lượng, nếu không thành sẽ giải quyết theo pháp luật Việt Nam, bao gồm Luật Bảo vệ quyền lợi người tiêu dùng.`,
    ],
  },
  {
    title: '10. Thay đổi điều khoản',
    paragraphs: [
      'Chúng tôi có thể cập nhật điều khoản này. Bản mới có hiệu lực kể từ khi đăng trên website; ngày cập nhật được ghi ở đầu trang.',
    ],
  },
];

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: '1. Cơ sở pháp lý',
    paragraphs: [
      'Chính sách này mô tả cách Salon Tóc Việt (bên kiểm soát và xử lý dữ liệu) xử lý dữ liệu cá nhân của khách hàng, tuân thủ Nghị định 13/2023/NĐ-CP ngày 17/4/2023 của Chính phủ về bảo vệ dữ liệu cá nhân và các quy định pháp luật liên quan. Chúng tôi chỉ xử lý dữ liệu khi có sự đồng ý của bạn hoặc khi pháp luật cho phép.',
    ],
  },
  {
    title: '2. Dữ liệu chúng tôi thu thập',
    items: [
      'Dữ liệu cá nhân cơ bản: họ tên, số điện thoại, email, ngày sinh, giới tính, ảnh đại diện, địa chỉ giao hàng.',
      'Dữ liệu giao dịch: lịch hẹn, dịch vụ đã dùng, đơn hàng, phương thức thanh toán (chúng tôi không lưu số thẻ).',
      'Nội dung bạn gửi: tin nhắn, câu hỏi, đánh giá, yêu cầu liên hệ.',
      'Dữ liệu kỹ thuật: địa chỉ IP, loại trình duyệt, cookie phiên đăng nhập và cookie ghi nhớ lượt bình chọn câu hỏi thường gặp.',
      'Chúng tôi không thu thập dữ liệu cá nhân nhạy cảm. Ghi chú về tình trạng tóc và da đầu chỉ được stylist ghi lại khi bạn đồng ý, để phục vụ việc chăm sóc.',
    ],
  },
  {
    title: '3. Mục đích xử lý',
    items: [
      'Tạo và quản lý tài khoản, xác nhận và nhắc lịch hẹn.',
      'Xử lý đơn hàng, giao hàng, thanh toán và xuất hóa đơn.',
      'Trả lời yêu cầu liên hệ, câu hỏi hỗ trợ và khiếu nại.',
      'Gửi thông tin khuyến mãi khi bạn đồng ý; bạn có thể từ chối bất cứ lúc nào.',
      'Bảo đảm an toàn hệ thống, phòng chống gian lận và thực hiện nghĩa vụ theo pháp luật.',
    ],
  },
  {
    title: '4. Chia sẻ dữ liệu',
    paragraphs: [
      'Chúng tôi không bán dữ liệu cá nhân. Dữ liệu chỉ được chia sẻ với đơn vị vận chuyển, ngân hàng hoặc đơn vị thanh toán trong phạm vi cần thiết để hoàn thành giao dịch, hoặc với cơ quan nhà nước có thẩm quyền theo yêu cầu của pháp luật.',
    ],
  },
  {
    title: '5. Lưu trữ và bảo mật',
    items: [
      'Dữ liệu được lưu trên máy chủ đặt tại Việt Nam, truy cập được mã hóa; mật khẩu được băm một chiều, không ai đọc được.',
      'Chỉ nhân viên có nhiệm vụ mới được truy cập dữ liệu cần cho công việc của mình.',
      'Dữ liệu được lưu trong thời gian bạn còn sử dụng dịch vụ và tối đa 5 năm sau giao dịch cuối cùng, trừ khi pháp luật yêu cầu khác.',
      'Khi xảy ra sự cố lộ lọt dữ liệu, chúng tôi thông báo cho cơ quan chức năng trong vòng 72 giờ theo Nghị định 13/2023/NĐ-CP và thông báo cho khách hàng bị ảnh hưởng.',
    ],
  },
  {
    title: '6. Quyền của bạn',
    items: [
      'Được biết về việc xử lý dữ liệu và đồng ý hoặc không đồng ý.',
      'Truy cập, xem, chỉnh sửa dữ liệu của mình trong trang Hồ sơ.',
      'Rút lại sự đồng ý, yêu cầu xóa hoặc hạn chế xử lý dữ liệu.',
      'Phản đối việc dùng dữ liệu cho mục đích quảng cáo.',
      'Khiếu nại, tố cáo, yêu cầu bồi thường theo quy định pháp luật.',
    ],
    paragraphs: [
      'Để thực hiện các quyền này, hãy gửi yêu cầu qua trang Liên hệ hoặc email. Chúng tôi xử lý trong vòng 72 giờ kể từ khi nhận được yêu cầu hợp lệ.',
    ],
  },
  {
    title: '7. Cookie',
    paragraphs: [
      'Website chỉ dùng cookie cần thiết: cookie phiên đăng nhập và cookie ghi nhớ lượt bình chọn "hữu ích" trong trung tâm trợ giúp. Chúng tôi không dùng cookie quảng cáo của bên thứ ba.',
    ],
  },
  {
    title: '8. Trẻ em',
    paragraphs: [
      'Tài khoản dành cho người từ đủ 16 tuổi. Dữ liệu của trẻ em dưới 16 tuổi (ví dụ khi cha mẹ đặt lịch cho con) chỉ được xử lý khi có sự đồng ý của cha mẹ hoặc người giám hộ.',
    ],
  },
  {
    title: '9. Liên hệ và cập nhật',
    paragraphs: [
      'Mọi câu hỏi về chính sách này xin gửi về bộ phận chăm sóc khách hàng qua hotline, email hoặc trang Liên hệ. Chính sách có thể được cập nhật; bản mới có hiệu lực khi đăng trên website.',
    ],
  },
];

/** The terms with the salon's delivery fees and promised reply time, as checkout and help say. */
export function termsSections(
  settings: Pick<PublicSettings, 'delivery' | 'support'>,
): readonly LegalSection[] {
  const fill = (text: string) =>
    text
      .replace(
        DELIVERY_TERM,
        `Phí giao hàng ${formatVndText(settings.delivery.delivery_fee)} mỗi đơn; miễn phí cho đơn từ ${formatVndText(settings.delivery.free_delivery_from)} hoặc khi nhận tại cửa hàng.`,
      )
      .replace(REPLY_TERM, supportReplyText(settings.support).toLowerCase());
  return TERMS_SECTIONS.map((section) => ({
    ...section,
    ...(section.items ? { items: section.items.map(fill) } : {}),
    ...(section.paragraphs ? { paragraphs: section.paragraphs.map(fill) } : {}),
  }));
}
