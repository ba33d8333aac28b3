import { uniqueEmail, uniquePhone } from './factories.js';

/**
 * A contact form that passes every rule, from a customer of its own (a phone and an e-mail no
 * other form uses, so the per-customer limits of one test do not touch another).
 */
export function validContactForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Trần Minh Khoa',
    phone: uniquePhone(),
    email: uniqueEmail('khoa'),
    subject: 'consultation',
    message: 'Tôi muốn hỏi giá uốn tóc nam ở chi nhánh Nguyễn Huệ.',
    priority: 'medium',
    agreement: true,
    ...overrides,
  };
}
