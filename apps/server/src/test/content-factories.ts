/** A contact form that passes every rule. */
export function validContactForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Trần Minh Khoa',
    phone: '0912 345 678',
    email: 'Khoa.Tran@Example.com',
    subject: 'consultation',
    message: 'Tôi muốn hỏi giá uốn tóc nam ở chi nhánh Nguyễn Huệ.',
    priority: 'medium',
    agreement: true,
    ...overrides,
  };
}
