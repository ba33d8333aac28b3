import { describe, expect, it } from 'vitest';
import {
  appointmentEmail,
  appointmentMessage,
  formatViDate,
  type AppointmentFacts,
} from './appointment-messages.js';
import { outboxBackoffMs } from './constants.js';

const facts: AppointmentFacts = {
  id: 42,
  code: 'LH-261121-7K3Q',
  customer_name: 'Trần Thị Mai',
  service_name: 'Cắt tóc nữ',
  branch_name: 'Chi nhánh Quận 1',
  branch_address: '1 Lê Lợi',
  date: '2026-11-25',
  time: '09:30',
};

describe('appointment messages', () => {
  it('writes the date as dd/MM/yyyy', () => {
    expect(formatViDate('2026-01-05')).toBe('05/01/2026');
  });

  it('names the service, date, time and branch', () => {
    const { title, message } = appointmentMessage('confirmed', facts);
    expect(title).toBe('Lịch hẹn đã được xác nhận');
    expect(message).toBe(
      'Lịch hẹn Cắt tóc nữ lúc 09:30 ngày 25/11/2026 tại Chi nhánh Quận 1 đã được xác nhận. Hẹn gặp bạn!',
    );
  });

  it('tells the old time of a reschedule and the reason of a cancel', () => {
    expect(
      appointmentMessage('rescheduled', {
        ...facts,
        previous_date: '2026-11-24',
        previous_time: '14:00',
      }).message,
    ).toContain('(trước đó: 14:00 ngày 24/11/2026)');
    expect(
      appointmentMessage('cancelled', { ...facts, cancel_reason: 'Bận việc đột xuất' }).message,
    ).toContain('Lý do: Bận việc đột xuất.');
  });

  it('builds the e-mail with a link when the site address is known', () => {
    const mail = appointmentEmail('reminder_24h', facts, {
      companyName: 'Salon Tóc Việt',
      siteUrl: 'https://salontocviet.vn',
    });
    expect(mail.subject).toBe('Nhắc lịch hẹn – Salon Tóc Việt');
    expect(mail.body).toContain('Xin chào Trần Thị Mai,');
    expect(mail.body).toContain('Chi nhánh: Chi nhánh Quận 1, 1 Lê Lợi');
    expect(mail.body).toContain('https://salontocviet.vn/chi-tiet-lich-hen/42');
    const noLink = appointmentEmail('booked', facts, { companyName: 'S', siteUrl: null });
    expect(noLink.body).not.toContain('Xem chi tiết');
  });
});

describe('outbox backoff', () => {
  it('doubles from one minute', () => {
    expect([1, 2, 3, 4].map(outboxBackoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });
});
