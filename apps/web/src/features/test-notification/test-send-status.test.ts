import type { TestNotificationResult } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { isSettled } from './test-send-status';

const result = (
  delivered: boolean,
  status: TestNotificationResult['email']['status'],
  last_error: string | null = null,
): TestNotificationResult => ({
  notification: { id: 1, delivered },
  email: { status, outbox_id: 1, recipient: 'a@b.vn', attempts: 0, last_error, sent_at: null },
});

describe('isSettled', () => {
  it('waits for the bell and for the e-mail to leave the queue', () => {
    expect(isSettled(result(false, 'sent'))).toBe(false);
    expect(isSettled(result(true, 'pending'))).toBe(false);
    expect(isSettled(result(true, 'sending'))).toBe(false);
    expect(isSettled(result(true, 'sent'))).toBe(true);
    expect(isSettled(result(true, 'failed', 'refused'))).toBe(true);
    expect(isSettled(result(true, 'not_configured'))).toBe(true);
    expect(isSettled(result(true, 'no_address'))).toBe(true);
  });

  it('stops at a refused e-mail waiting for its retry, whose error is shown', () => {
    expect(isSettled(result(true, 'pending', '451 try later'))).toBe(true);
  });
});
