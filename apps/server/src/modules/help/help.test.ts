import { FAQ_VOTE_LIMITS, HELP_MESSAGES } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { VISITOR_COOKIE } from './help.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function vote(faqId: string, helpful: unknown, cookie?: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    ...(remoteAddress ? { remoteAddress } : {}),
    url: `/api/public/faqs/${faqId}/helpful`,
    payload: { helpful } as Record<string, unknown>,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

async function stats(cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/public/faqs/stats',
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    counts: Record<string, { helpful: number; not_helpful: number }>;
    my_votes: Record<string, boolean>;
  };
}

describe('FAQ helpful votes', () => {
  it('counts one vote per visitor, and a second vote changes it', async () => {
    const first = await vote('payment-methods', true);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(HELP_MESSAGES.voteThanks);
    const visitor = sessionCookie(first, VISITOR_COOKIE);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(first.json().data.counts['payment-methods']).toEqual({ helpful: 1, not_helpful: 0 });
    expect(first.json().data.my_votes).toEqual({ 'payment-methods': true });

    // The same visitor again: still one vote, no new cookie.
    const again = await vote('payment-methods', true, visitor);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json().data.counts['payment-methods']).toEqual({ helpful: 1, not_helpful: 0 });

    // Changing the mind moves the vote.
    const changed = await vote('payment-methods', false, visitor);
    expect(changed.json().data.counts['payment-methods']).toEqual({ helpful: 0, not_helpful: 1 });
    expect(changed.json().data.my_votes['payment-methods']).toBe(false);

    // Another visitor adds a vote of their own.
    await vote('payment-methods', true);
    const all = await stats();
    expect(all.counts['payment-methods']).toEqual({ helpful: 1, not_helpful: 1 });
    expect(all.my_votes).toEqual({});
    expect((await stats(visitor)).my_votes).toEqual({ 'payment-methods': false });
  });

  it('keeps votes apart per FAQ', async () => {
    const res = await vote('account-password', true);
    const visitor = sessionCookie(res, VISITOR_COOKIE);
    await vote('account-update', false, visitor);
    const mine = await stats(visitor);
    expect(mine.my_votes).toEqual({ 'account-password': true, 'account-update': false });
    expect(mine.counts['account-update']).toEqual({ helpful: 0, not_helpful: 1 });
  });

  it('a signed-in customer votes as their account, whatever the device', async () => {
    const { cookie } = await signIn(t);
    await vote('shop-delivery', true, cookie);
    await vote('shop-delivery', true, `${cookie}; ${VISITOR_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA`);
    expect((await stats()).counts['shop-delivery']).toEqual({ helpful: 1, not_helpful: 0 });
    expect((await stats(cookie)).my_votes['shop-delivery']).toBe(true);
  });

  it('refuses an unknown FAQ and a vote that is not true or false', async () => {
    const unknown = await vote('khong-co', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'FAQ_NOT_FOUND',
      message: HELP_MESSAGES.faqNotFound,
    });
    for (const bad of ['yes', 1, null, undefined]) {
      const res = await vote('booking-online', bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.helpful).toEqual([HELP_MESSAGES.voteInvalid]);
    }
    expect((await stats()).counts['booking-online']).toBeUndefined();
  });

  it('ignores a forged visitor cookie and gives a fresh one', async () => {
    const res = await vote('salon-products', true, `${VISITOR_COOKIE}=x'; drop table faq_votes`);
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res, VISITOR_COOKIE)).toMatch(
      new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{22}$`),
    );
  });

  it('throttles votes from one address', async () => {
    const ip = '10.7.0.1';
    const first = await vote('booking-advance', true, undefined, ip);
    const visitor = sessionCookie(first, VISITOR_COOKIE);
    for (let i = 1; i < FAQ_VOTE_LIMITS.perAddress; i++) {
      expect((await vote('booking-advance', i % 2 === 0, visitor, ip)).statusCode).toBe(200);
    }
    const refused = await vote('booking-advance', true, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: HELP_MESSAGES.tooManyVotes,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stats()).counts['booking-advance']).toEqual({ helpful: 0, not_helpful: 1 });
    expect((await vote('booking-advance', true, undefined, '10.7.0.2')).statusCode).toBe(200);
  });
});
