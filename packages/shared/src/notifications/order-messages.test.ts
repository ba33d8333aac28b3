import { describe, expect, it } from 'vitest';
import { orderEmail, orderMessage, type OrderFacts } from './order-messages.js';

const facts: OrderFacts = {
  id: 77,
  order_number: 'DH-261121-7K3QX9',
  customer_name: 'Trần Thị Mai',
  total_amount: 1_250_000,
  payment_method: 'cash',
  order_type: 'in_store',
  branch_name: 'Chi nhánh Quận 1',
  branch_address: '1 Lê Lợi',
  items_summary: 'Dầu gội bưởi ×2, Cắt tóc nam',
};

const transfer = {
  bank_name: 'Vietcombank',
  account_number: '0071000123456',
  account_name: 'CONG TY SALON TOC VIET',
  content: 'DH2611217K3QX9',
};

describe('order messages', () => {
  it('names the order number and the total in đồng', () => {
    const { title, message } = orderMessage('placed', facts);
    expect(title).toBe('Đặt hàng thành công');
    expect(message).toBe(
      'Đơn hàng DH-261121-7K3QX9 trị giá 1.250.000 ₫ đã được ghi nhận tại Chi nhánh Quận 1.',
    );
  });

  it('gives the bank details and content of a pending transfer', () => {
    const { message } = orderMessage('placed', { ...facts, payment_method: 'transfer', transfer });
    expect(message).toContain('Vietcombank, số tài khoản 0071000123456');
    expect(message).toContain('nội dung DH2611217K3QX9');
    expect(message).toContain('chuyển khoản 1.250.000 ₫');
  });

  it('tells a paid pickup order where to collect it, a delivery that it is coming', () => {
    expect(orderMessage('paid', facts).message).toBe(
      'Salon đã nhận 1.250.000 ₫ cho đơn hàng DH-261121-7K3QX9. Mời bạn đến Chi nhánh Quận 1 để nhận hàng.',
    );
    expect(orderMessage('paid', { ...facts, order_type: 'delivery' }).message).toContain(
      'sẽ sớm được giao tới bạn',
    );
  });

  it('tells the reason of a cancel, and a refund', () => {
    expect(orderMessage('cancelled', { ...facts, cancel_reason: 'Hết hàng' }).message).toContain(
      'Lý do: Hết hàng.',
    );
    expect(orderMessage('cancelled', facts).message).not.toContain('Lý do');
    expect(orderMessage('refunded', facts).message).toBe(
      'Salon đã hoàn 1.250.000 ₫ của đơn hàng DH-261121-7K3QX9 cho bạn.',
    );
    expect(orderMessage('completed', facts).title).toBe('Đơn hàng đã hoàn thành');
  });

  it('builds the e-mail with the order, transfer details and a link when the site is known', () => {
    const mail = orderEmail(
      'placed',
      { ...facts, payment_method: 'transfer', transfer },
      { companyName: 'Salon Tóc Việt', siteUrl: 'https://salontocviet.vn' },
    );
    expect(mail.subject).toBe('Đặt hàng thành công DH-261121-7K3QX9 – Salon Tóc Việt');
    expect(mail.body).toContain('Xin chào Trần Thị Mai,');
    expect(mail.body).toContain('Tổng tiền: 1.250.000 ₫');
    expect(mail.body).toContain('Thanh toán: Chuyển khoản (VietQR)');
    expect(mail.body).toContain('Nội dung: DH2611217K3QX9');
    expect(mail.body).toContain('https://salontocviet.vn/don-hang/77');
    const noLink = orderEmail('paid', facts, { companyName: 'S', siteUrl: null });
    expect(noLink.body).not.toContain('Xem chi tiết');
    expect(noLink.body).not.toContain('Thông tin chuyển khoản');
  });
});
