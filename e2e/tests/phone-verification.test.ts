import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { MOBILE, openPage, screenshot } from '../support/browser.ts';
import { demoServiceAndBranch, freeSlot } from '../support/booking.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser({ mail: true });

/** A mobile number no demo account has. */
function freshPhone(): string {
  return `09${String(Date.now()).slice(-8)}`;
}

/** The code as the customer reads it: in the SMS the salon's provider received. */
async function codeFromSms(e164: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const sms = suite.sms.received
      .map((m) => m.body as { to?: string; message?: string })
      // The verification text only: a booking's SMS to the same phone may arrive after it.
      .filter((m) => m.to === e164 && /ma xac minh/.test(m.message ?? ''))
      .at(-1);
    const code = /\b(\d{6})\b/.exec(sms?.message ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was texted to ${e164}`);
}

describe('proving a phone', () => {
  it('a new customer proves the phone from the profile; an earlier guest booking joins the account', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    const phone = freshPhone();
    const e164 = `+84${phone.slice(1)}`;

    // The account exists with the phone unproven: a guest booking with that phone stays out.
    await page.goto('/customer/register');
    await page.fill('#name', 'Hồ Thị Xác Minh');
    await page.fill('#phone', phone);
    await page.fill('#email', `xacminh.${Date.now()}@example.com`);
    await page.fill('#password', 'XacMinh2026');
    await page.fill('#password_confirmation', 'XacMinh2026');
    await page.getByLabel(/Tôi đồng ý/).check();
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/ho-so');
    await page.getByText('Xác minh số điện thoại của bạn').waitFor();
    await page.getByRole('tab', { name: 'Thông tin cá nhân' }).click();
    await page.getByTestId('phone-status').getByText('Chưa xác minh').waitFor();

    const guest = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
    const { service, branch } = await demoServiceAndBranch(page);
    const slot = await freeSlot(page, { service: service.id, branch: branch.id }, 24, 24 * 14);
    const booked = await guest.request.post('/api/appointments', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        service_id: service.id,
        branch_id: branch.id,
        appointment_date: slot.date,
        appointment_time: slot.time,
        customer_info: { name: 'Hồ Thị Xác Minh', phone },
      },
    });
    assert.equal(booked.status(), 201, await booked.text());
    const { data } = (await booked.json()) as {
      data: { appointment: { code: string; customer: { user_id: number | null } } };
    };
    assert.equal(data.appointment.customer.user_id, null, 'an unproven phone owns nothing');
    await guest.close();

    await screenshot(page, 'phone-verification-notice-375');
    await page.getByRole('button', { name: 'Xác minh ngay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xác minh số điện thoại' });
    await dialog.getByRole('button', { name: 'Gửi mã xác thực' }).click();
    await page.getByText('Mã xác thực đã được gửi đến số điện thoại của bạn!').waitFor();
    const code = await codeFromSms(e164);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await dialog.locator('.ant-otp input').first().click();
    await page.keyboard.type(wrong);
    await dialog.locator('button[type=submit]').click();
    await dialog.getByText('Mã xác thực không đúng. Vui lòng thử lại.').waitFor();
    await screenshot(page, 'phone-verification-modal-375');
    // The toast lasts 3 s and the sixth digit may submit the form by itself: record every
    // toast the page shows from before the code is typed, so a slow machine cannot miss it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver(() => {
        for (const notice of Array.from(document.querySelectorAll('.ant-message-notice'))) {
          // textContent: innerText is empty while the notice is still hidden for its animation.
          const text = notice.textContent ?? '';
          if (text && !seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
    });
    // The boxes were just emptied after the wrong code and re-render: type again until they
    // hold the code (a keystroke made during that re-render can land nowhere).
    const boxes = dialog.locator('.ant-otp input');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await boxes.first().click();
      await page.keyboard.type(code);
      const typed: string = await boxes.evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).value).join(''),
      );
      if (typed === code) break;
      for (const box of await boxes.all()) await box.fill('');
    }
    await dialog.locator('button[type=submit]').click();
    await page
      .waitForFunction(() =>
        (window as unknown as { toastsSeen: string[] }).toastsSeen.some((text) =>
          /Xác minh số điện thoại thành công! 1 lịch hẹn/.test(text),
        ),
      )
      .catch(async () => {
        // Say what the page did show, so an intermittent failure explains itself.
        await screenshot(page, 'phone-verification-failed-375');
        const seen = await page.evaluate(
          () => (window as unknown as { toastsSeen: string[] }).toastsSeen,
        );
        assert.fail(`no success toast; the page showed: ${JSON.stringify(seen)}`);
      });
    await page.getByText('Xác minh số điện thoại của bạn').waitFor({ state: 'detached' });
    await page.getByTestId('phone-status').getByText('Đã xác minh').waitFor();

    await page.goto('/lich-hen');
    await page.getByText(data.appointment.code).first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `the page is ${width} px wide`);
    assert.deepEqual(
      errors.filter((e) => !/status of 400/.test(e)),
      [],
    );
    await context.close();
  });
});
