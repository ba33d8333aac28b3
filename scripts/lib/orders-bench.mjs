// The shop part of `npm run bench`: customers ordering at once, most of them for one product whose
// stock runs out during the run, then a check that the database never sold more than it had.
import autocannon from 'autocannon';
import path from 'node:path';
import { openDatabase } from './busy-day.mjs';

const HOT_STOCK = 300;

function safeMessage(body) {
  try {
    return JSON.parse(body).message;
  } catch {
    return String(body).slice(0, 80);
  }
}

/**
 * Customers for the run: copies of the demo customer (same password), each signed in through the
 * real login route. Guests are limited per address, so a load test from one machine uses accounts.
 */
async function signedInCustomers(db, base, count) {
  const demo = db
    .prepare("SELECT password_hash FROM users WHERE email = 'khachhang@example.com'")
    .get();
  const insertUser = db.prepare(
    "INSERT INTO users (role, name, email, phone, password_hash) VALUES ('customer', ?, ?, ?, ?)",
  );
  const insertCustomer = db.prepare(
    "INSERT INTO customers (user_id, join_date) VALUES (?, date('now'))",
  );
  const cookies = [];
  for (let i = 0; i < count; i += 1) {
    const email = `tai-thu-${Date.now()}-${i}@example.com`;
    const phone = `+8497${String(1_000_000 + i).padStart(8, '0')}`;
    const user = insertUser.run(`Khách thử tải ${i + 1}`, email, phone, demo.password_hash);
    insertCustomer.run(user.lastInsertRowid);
    const reply = await fetch(`${base}/api/auth/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ identifier: email, password: 'Khachhang@123' }),
    });
    if (!reply.ok) throw new Error(`login failed: ${reply.status} ${await reply.text()}`);
    cookies.push(reply.headers.getSetCookie()[0].split(';')[0]);
  }
  return cookies;
}

/**
 * Every request is a customer ordering for pickup: three in four ask for 1–3 of the hot product
 * (300 in stock, so it sells out), the others for a plentiful product and a service. Returns false
 * on a server error or when the hot product's stock and its sold lines do not add up.
 */
export async function benchOrders({ base, dataDir, duration, connections }) {
  const db = openDatabase(path.join(dataDir, 'salon.db'));
  let ok = true;
  try {
    const branch = db.prepare("SELECT id FROM branches WHERE status = 'active' ORDER BY id").get();
    const [hot, plenty] = db
      .prepare(
        "SELECT id FROM products WHERE status = 'active' AND is_sellable = 1 AND price BETWEEN 50000 AND 900000 ORDER BY id LIMIT 2",
      )
      .all();
    const service = db.prepare("SELECT id FROM services WHERE status = 'active' ORDER BY id").get();
    db.prepare('UPDATE products SET stock_quantity = ? WHERE id = ?').run(HOT_STOCK, hot.id);
    db.prepare('UPDATE products SET stock_quantity = 100000 WHERE id = ?').run(plenty.id);
    const soldBefore = db
      .prepare(
        "SELECT coalesce(sum(oi.quantity), 0) AS n FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.item_type = 'product' AND oi.item_id = ? AND o.status <> 'cancelled'",
      )
      .get(hot.id).n;

    const cookies = await signedInCustomers(db, base, connections);
    let sequence = 0;
    const statuses = new Map();
    const reasons = new Map();
    const bare = await autocannon({ url: `${base}/api/ping`, connections, duration });
    const orders = await autocannon({
      url: base,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/orders',
          headers: { 'content-type': 'application/json', origin: base },
          setupRequest: (request) => {
            sequence += 1;
            const items =
              sequence % 4 === 0
                ? [
                    { type: 'product', id: plenty.id, quantity: 1 },
                    { type: 'service', id: service.id, quantity: 1 },
                  ]
                : [{ type: 'product', id: hot.id, quantity: 1 + (sequence % 3) }];
            const body = {
              branch_id: branch.id,
              order_type: 'in_store',
              payment_method: sequence % 2 ? 'transfer' : 'cash',
              items,
            };
            const cookie = cookies[sequence % cookies.length];
            return {
              ...request,
              headers: { ...request.headers, cookie },
              body: JSON.stringify(body),
            };
          },
          onResponse: (status, body) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status >= 400) {
              const reason = `${status} ${safeMessage(body)}`;
              reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
            }
          },
        },
      ],
    });
    const placed = statuses.get(201) ?? 0;
    const failed = [...statuses].filter(([status]) => status >= 500);
    const bareRps = bare.requests.average;
    console.log(`\n${connections} connections, ${duration} s:\n`);
    console.table(
      [
        ['GET /api/ping (bare)', bare],
        ['POST /api/orders (20 customers, one product selling out)', orders],
      ].map(([route, result]) => ({
        route,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx,
        'vs bare': `${(result.requests.average / bareRps).toFixed(3)}×`,
      })),
    );
    console.log(
      `Orders: ${placed} placed, ${(placed / duration).toFixed(1)} per second; server errors ` +
        `${failed.map(([status, n]) => `${n}×${status}`).join(', ') || 'none'}.`,
    );
    for (const [reason, n] of reasons) console.log(`  ${n}× ${reason}`);
    if (failed.length) ok = false;

    const stock = db.prepare('SELECT stock_quantity AS n FROM products WHERE id = ?').get(hot.id).n;
    const soldAfter = db
      .prepare(
        "SELECT coalesce(sum(oi.quantity), 0) AS n FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.item_type = 'product' AND oi.item_id = ? AND o.status <> 'cancelled'",
      )
      .get(hot.id).n;
    const sold = soldAfter - soldBefore;
    if (stock < 0 || stock + sold !== HOT_STOCK) {
      ok = false;
      console.log(`OVERSELLING: ${HOT_STOCK} in stock, ${sold} sold, ${stock} left.`);
    } else {
      console.log(
        `Stock check: ${HOT_STOCK} in stock, ${sold} sold in the run, ${stock} left: nothing oversold.`,
      );
    }
  } finally {
    db.close();
  }
  return ok;
}
