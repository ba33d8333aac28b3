import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './constants.js';
import { CUSTOMER_NOTIFICATION_TYPES, notificationReadState } from './filters.js';

describe('notificationReadState', () => {
  it('reads the spec statuses as its user sees them', () => {
    expect(notificationReadState(undefined)).toBe('any');
    expect(notificationReadState('all')).toBe('any');
    expect(notificationReadState('unread')).toBe('unread');
    expect(notificationReadState('pending')).toBe('unread');
    expect(notificationReadState('sent')).toBe('unread');
    expect(notificationReadState('read')).toBe('read');
  });
});

describe('CUSTOMER_NOTIFICATION_TYPES', () => {
  it("holds the spec's six and no staff-only kind", () => {
    for (const type of [
      'appointment_reminder',
      'appointment_confirmation',
      'order_confirmation',
      'product_expiry',
      'system_alert',
      'promotional',
    ] as const) {
      expect(CUSTOMER_NOTIFICATION_TYPES).toContain(type);
    }
    expect(CUSTOMER_NOTIFICATION_TYPES).not.toContain('role_broadcast');
    expect(CUSTOMER_NOTIFICATION_TYPES.every((t) => NOTIFICATION_TYPES.includes(t))).toBe(true);
  });
});
