import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { DEMO } from '../support/browser.ts';
import { resetEntry, startServer } from '../support/server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-lifecycle-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

async function count(baseUrl: string, path: string): Promise<number> {
  const body = (await (await fetch(baseUrl + path)).json()) as { data: unknown[] };
  return body.data.length;
}

async function registerCustomer(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/customer/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Vũ Thị Lan',
      phone: '0977 111 222',
      email: 'lan.lifecycle@example.com',
      password: 'LanVu2026',
      password_confirmation: 'LanVu2026',
      terms_accepted: true,
    }),
  });
  return response.status;
}

describe('server lifecycle on one data folder', () => {
  it('seeds the demo salon once, keeps data across restarts, stops cleanly on SIGTERM', async () => {
    const first = await startServer({ dataDir });
    assert.match(first.output(), /Demo salon created/);
    assert.match(first.output(), /admin@salontocviet\.vn/);
    assert.equal(await count(first.baseUrl, '/api/public/branches'), 3);
    assert.equal(await registerCustomer(first.baseUrl), 201);
    assert.equal(await first.stop(), 0, 'exit code 0 after SIGTERM');

    const second = await startServer({ dataDir });
    assert.doesNotMatch(second.output(), /Demo salon created/);
    assert.equal(await count(second.baseUrl, '/api/public/branches'), 3, 'nothing added twice');
    assert.equal(await registerCustomer(second.baseUrl), 409, 'the customer is still there');
    const login = await fetch(`${second.baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin.email, password: DEMO.admin.password }),
    });
    assert.equal(login.status, 200);
    assert.equal(await second.stop(), 0);
  });

  it('starts over after db:reset', async () => {
    execFileSync(process.execPath, [resetEntry], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    const fresh = await startServer({ dataDir });
    assert.match(fresh.output(), /Demo salon created/);
    assert.equal(await registerCustomer(fresh.baseUrl), 201, 'the earlier customer is gone');
    assert.equal(await fresh.stop(), 0);
  });
});
