import { PROFILE_MESSAGES as M, PROFILE_UPDATE_REASON_LABELS } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, createBookingSetup, guestBooking } from '../../test/booking-factories.js';
import { signIn } from '../../test/sessions.js';
import { createShopSetup, orderBody, placeOrder } from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: 'appointments' | 'orders', userId: number) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(table === 'orders' ? 'user_id' : 'customer_user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * customer-account §4: an action that needs the customer's name and phone is refused with
 * PROFILE_UPDATE_REQUIRED and its reasons, which open the forced profile modal on the client.
 */
describe('PROFILE_UPDATE_REQUIRED', () => {
  it('refuses a booking by a customer whose account has no phone, naming the reason', async () => {
    const customer = await signIn(t, 'customer', { phone: null });
    const setup = await createBookingSetup(t.db);
    const res = await book(t, { ...guestBooking(setup), customer_info: undefined }, customer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'PROFILE_UPDATE_REQUIRED',
      message: M.updateRequiredError,
      errors: { basic_info_missing: [PROFILE_UPDATE_REASON_LABELS.basic_info_missing] },
    });
    expect(await count('appointments', customer.user.id)).toBe(0);
  });

  it('refuses an order by such a customer alike, and takes no stock', async () => {
    const customer = await signIn(t, 'customer', { phone: null });
    const setup = await createShopSetup(t.db);
    const res = await placeOrder(t, customer.cookie, orderBody(setup));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PROFILE_UPDATE_REQUIRED',
      errors: { basic_info_missing: [PROFILE_UPDATE_REASON_LABELS.basic_info_missing] },
    });
    expect(await count('orders', customer.user.id)).toBe(0);
  });

  it('lets the same customer book once the phone is there', async () => {
    const customer = await signIn(t, 'customer');
    const setup = await createBookingSetup(t.db);
    const res = await book(t, { ...guestBooking(setup), customer_info: undefined }, customer);
    expect(res.statusCode, res.body).toBe(201);
  });
});
