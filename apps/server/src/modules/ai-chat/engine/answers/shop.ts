import { ORDER_LIMITS } from '@salon/shared';
import type { SalonFacts } from '../../facts/salon-facts.js';
import { joinList, LINKS, vnd } from '../phrasing.js';
import type { Part } from '../types.js';

/** The methods checkout takes now, with their ranges, as the payments screen set them. */
export async function paymentPart(facts: SalonFacts): Promise<Part> {
  const methods = await facts.paymentMethods();
  if (methods.length === 0) {
    return {
      text: 'Dạ, hiện em chưa có thông tin về hình thức thanh toán đang nhận ạ. Anh/chị vui lòng liên hệ salon để được hướng dẫn nhé.',
      actions: [LINKS.contact],
    };
  }
  const names = methods.map((method) => method.name);
  const transfer = methods.some((method) => method.method === 'transfer');
  return {
    text: `Dạ, salon nhận thanh toán bằng ${joinList(names)}.${transfer ? ' Khi chọn chuyển khoản, mã VietQR kèm số tài khoản và nội dung chuyển khoản hiện ngay sau khi đặt hàng; đơn được xác nhận khi salon nhận được tiền.' : ''}`,
    actions: [LINKS.help],
  };
}

/** The account transfers go to (the VietQR of each order names it with the amount). */
export async function transferPart(facts: SalonFacts): Promise<Part> {
  const [methods, account] = await Promise.all([facts.paymentMethods(), facts.transferAccount()]);
  const transfer = methods.find((method) => method.method === 'transfer');
  if (!transfer) {
    return {
      text: 'Dạ, hiện salon tạm chưa nhận chuyển khoản cho đơn hàng ạ. Anh/chị có thể thanh toán bằng hình thức khác khi đặt hàng nhé.',
      actions: [LINKS.help],
    };
  }
  return {
    text: `Dạ, anh/chị chuyển khoản tới ${account.bank_name}, số tài khoản ${account.account_number}, chủ tài khoản ${account.account_name}. Sau khi đặt hàng và chọn "${transfer.name}", trang đơn hàng hiện mã VietQR đã có sẵn số tiền và nội dung chuyển khoản (mã đơn hàng), anh/chị chỉ cần quét bằng ứng dụng ngân hàng. Đơn chưa thanh toán sẽ tự hủy sau ${ORDER_LIMITS.unpaidTransferHoldHours} giờ.`,
    actions: [LINKS.orders],
  };
}

export async function deliveryPart(facts: SalonFacts): Promise<Part> {
  const rules = await facts.shopRules();
  return {
    text: `Dạ, phí giao hàng là ${vnd(rules.delivery_fee)} mỗi đơn; đơn từ ${vnd(rules.free_delivery_from)} trở lên được miễn phí giao hàng. Nếu anh/chị nhận tại cửa hàng thì không mất phí giao hàng ạ.`,
    actions: [LINKS.products],
  };
}

export async function vatPart(facts: SalonFacts): Promise<Part> {
  const rules = await facts.shopRules();
  return {
    text:
      rules.vat_rate > 0
        ? `Dạ, giá niêm yết chưa gồm thuế VAT. Khi đặt hàng, VAT ${rules.vat_rate}% được tính trên số tiền sau giảm giá và ghi rõ trong tổng tiền trước khi anh/chị xác nhận. Anh/chị có thể yêu cầu hóa đơn tại quầy ạ.`
        : 'Dạ, hiện salon không cộng thêm thuế VAT vào đơn hàng ạ.',
    actions: [LINKS.help],
  };
}
