import { describe, expect, it } from 'vitest';
import {
  averageResponseHours,
  canCloseContact,
  canResolveContact,
  isContactOpen,
  statusAfterAssign,
  statusAfterReply,
  supportTopicLabel,
} from './admin-options.js';
import { adminContactBulkSchema, adminContactListQuerySchema } from './admin-schemas.js';
import { CONTACT_ADMIN_MESSAGES as M } from './admin-messages.js';

describe('contact states', () => {
  it('assigning starts a new contact; later states keep theirs', () => {
    expect(statusAfterAssign('new')).toBe('in_progress');
    expect(statusAfterAssign('replied')).toBe('replied');
    expect(statusAfterAssign('resolved')).toBe('resolved');
  });
  it('a reply marks the contact replied unless it is resolved', () => {
    expect(statusAfterReply('new')).toBe('replied');
    expect(statusAfterReply('in_progress')).toBe('replied');
    expect(statusAfterReply('resolved')).toBe('resolved');
  });
  it('resolve is offered until resolved or closed; closed contacts are finished', () => {
    expect(canResolveContact('replied')).toBe(true);
    expect(canResolveContact('resolved')).toBe(false);
    expect(canResolveContact('closed')).toBe(false);
    expect(canCloseContact('resolved')).toBe(true);
    expect(canCloseContact('closed')).toBe(false);
    expect(isContactOpen('closed')).toBe(false);
  });
});

describe('averageResponseHours', () => {
  it('averages the hours to the first reply, to one decimal; none is null', () => {
    expect(averageResponseHours([])).toBeNull();
    expect(
      averageResponseHours([
        { created_at: '2026-01-01T00:00:00.000Z', first_replied_at: '2026-01-01T03:00:00.000Z' },
        { created_at: '2026-01-01T00:00:00.000Z', first_replied_at: '2026-01-01T01:20:00.000Z' },
      ]),
    ).toBe(2.2);
  });
});

describe('schemas', () => {
  it('the bulk action asks for the staff member or the priority it needs', () => {
    const assign = adminContactBulkSchema.safeParse({ contact_ids: [1], action: 'assign' });
    expect(assign.error?.issues[0]?.message).toBe(M.staffRequired);
    const ok = adminContactBulkSchema.parse({ contact_ids: [2, 2, 3], action: 'mark_closed' });
    expect(ok.contact_ids).toEqual([2, 3]);
  });
  it('the date range must be in order', () => {
    const bad = adminContactListQuerySchema.safeParse({
      start_date: '2026-02-02',
      end_date: '2026-02-01',
    });
    expect(bad.error?.issues[0]?.message).toBe(M.dateRangeInvalid);
  });
  it('names the help topic, and nothing for an unknown one', () => {
    expect(supportTopicLabel('account')).toBe('Tài khoản');
    expect(supportTopicLabel('hack')).toBeNull();
    expect(supportTopicLabel(null)).toBeNull();
  });
});
