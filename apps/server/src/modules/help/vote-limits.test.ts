import { FAQ_VOTE_LIMITS, HELP_MESSAGES } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('FAQ votes across instances', () => {
  it('two instances give one address no more votes than one', async () => {
    const { app: twin } = await t.twin();
    const ip = uniqueIp();
    const replies = [];
    for (let i = 0; i < FAQ_VOTE_LIMITS.perAddress + 2; i += 1) {
      replies.push(
        await (i % 2 === 0 ? t.app : twin).inject({
          method: 'POST',
          url: '/api/public/faqs/booking-advance/helpful',
          remoteAddress: ip,
          payload: { helpful: i % 2 === 0 },
        }),
      );
    }
    expect(replies.map((reply) => reply.statusCode)).toEqual([
      ...Array<number>(FAQ_VOTE_LIMITS.perAddress).fill(200),
      429,
      429,
    ]);
    const refused = replies.at(-1);
    expect(refused?.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: HELP_MESSAGES.tooManyVotes,
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
