import { describe, expect, it } from 'vitest';
import { ADMIN_NOTIFICATION_MESSAGES as M } from './admin-messages.js';
import {
  adminBroadcastSchema,
  adminNotificationCreateSchema,
  isSafeActionUrl,
  notificationDataFromText,
} from './admin-schemas.js';

describe('notificationDataFromText', () => {
  it('keeps a JSON object, wraps anything else as raw text, empty is null', () => {
    expect(notificationDataFromText('{"a":1}')).toEqual({ a: 1 });
    expect(notificationDataFromText('{a:1}')).toEqual({ raw: '{a:1}' });
    expect(notificationDataFromText('[1,2]')).toEqual({ raw: '[1,2]' });
    expect(notificationDataFromText('  ')).toBeNull();
    expect(notificationDataFromText(undefined)).toBeNull();
  });
});

describe('isSafeActionUrl', () => {
  it('allows site paths and https addresses only', () => {
    expect(isSafeActionUrl('/ho-so?tab=products')).toBe(true);
    expect(isSafeActionUrl('https://salontocviet.vn/a')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '//evil.com',
      'http://a.vn',
      'data:text/html,x',
      '/\\evil.com',
      'ho-so',
    ]) {
      expect(isSafeActionUrl(bad), bad).toBe(false);
    }
  });
});

describe('form schemas', () => {
  it('an empty recipient means a system notification', () => {
    const parsed = adminNotificationCreateSchema.parse({
      type: 'system_alert',
      title: 'T',
      message: 'M',
      user_id: '',
    });
    expect(parsed).toMatchObject({
      user_id: null,
      priority: 'normal',
      is_system: false,
      data: null,
    });
  });

  it('a role broadcast needs its role', () => {
    const result = adminBroadcastSchema.safeParse({ audience: 'role', title: 'T', message: 'M' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['role'], message: M.roleRequired });
    expect(
      adminBroadcastSchema.parse({ audience: 'customers', title: 'T', message: 'M' }).role,
    ).toBeNull();
  });
});
