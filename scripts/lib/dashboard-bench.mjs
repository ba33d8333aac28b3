// The dashboard part of `npm run bench`: a year of appointments and orders for the demo salon,
// written straight into the measured server's SQLite database, then GET /api/admin/dashboard
// (a manager's, every branch) for 30 days and for the whole year, beside the bare route at the
// same number of connections (one by default: a person opening the screen). Fails when the
// 30-day view's p50 passes the 100 ms the dashboard must answer in; the year is reported.
import { addDays, salonToday } from '@salon/shared';
import autocannon from 'autocannon';
import path from 'node:path';
import { bookableServices, openDatabase, seededRandom } from './busy-day.mjs';

const DAYS = 365;
const APPOINTMENTS_PER_BRANCH_DAY = 30;
const ORDERS_PER_DAY = 15;
const CUSTOMERS = 5000;
const P50_TARGET_MS = 100;

const iso = (date, minutes) =>
  new Date(Date.parse(`${date}T00:00:00+07:00`) + minutes * 60_000).toISOString();
const hhmm = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A year (ending today) of visits and shop orders across the demo's branches. */
export function fillYear(db, today) {
  const random = seededRandom(14);
  const branches = db.prepare("SELECT id FROM branches WHERE status = 'active'").all();
  const services = bookableServices(db);
  const products = db
    .prepare("SELECT id, name, price FROM products WHERE status = 'active' ORDER BY id")
    .all();
  const stylists = db
    .prepare(
      `SELECT u.id, u.branch_id FROM users u JOIN staff_profiles p ON p.user_id = u.id
        WHERE u.status = 'active' AND p.is_stylist = 1`,
    )
    .all();
  const phone = () => `+849${String(Math.floor(random() * CUSTOMERS)).padStart(8, '0')}`;
  const appointment = db.prepare(
    `INSERT INTO appointments (code, customer_name, customer_phone, branch_id, service_id,
       stylist_id, appointment_date, appointment_time, end_time, duration_minutes, price, status,
       completed_at, created_at, updated_at)
     VALUES (?, 'Khách Năm Qua', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const order = db.prepare(
    `INSERT INTO orders (order_number, customer_name, customer_phone, branch_id, order_type,
       payment_method, status, payment_status, subtotal, total_amount, paid_at, completed_at,
       created_at, updated_at)
     VALUES (?, 'Khách Năm Qua', ?, ?, 'in_store', 'cash', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const item = db.prepare(
    `INSERT INTO order_items (order_id, item_type, item_id, item_name, quantity, list_price,
       unit_price, total_price) VALUES (?, 'product', ?, ?, ?, ?, ?, ?)`,
  );
  const refunded = db.prepare(
    "INSERT INTO order_events (order_id, kind, created_at) VALUES (?, 'refunded', ?)",
  );
  let appointments = 0;
  let orders = 0;
  db.transaction(() => {
    for (let d = DAYS; d >= 1; d -= 1) {
      const date = addDays(today, -d);
      for (const branch of branches) {
        const own = stylists.filter((s) => s.branch_id === branch.id);
        for (let i = 0; i < APPOINTMENTS_PER_BRANCH_DAY; i += 1) {
          const service = services[Math.floor(random() * services.length)];
          const start = 8 * 60 + Math.floor(random() * 24) * 30;
          const roll = random();
          const status =
            roll < 0.75
              ? 'completed'
              : roll < 0.85
                ? 'cancelled'
                : roll < 0.9
                  ? 'no_show'
                  : 'confirmed';
          const at = iso(date, start + service.duration_minutes);
          appointment.run(
            `LH-B${String(appointments).padStart(8, '0')}`,
            phone(),
            branch.id,
            service.id,
            own.length ? own[Math.floor(random() * own.length)].id : null,
            date,
            hhmm(start),
            hhmm(start + service.duration_minutes),
            service.duration_minutes,
            service.price,
            status,
            status === 'completed' ? at : null,
            iso(date, 0),
            at,
          );
          appointments += 1;
        }
      }
      for (let i = 0; i < ORDERS_PER_DAY; i += 1) {
        const product = products[Math.floor(random() * products.length)];
        const quantity = 1 + Math.floor(random() * 3);
        const total = product.price * quantity;
        const roll = random();
        const paid = roll < 0.85;
        const paidAt = paid ? iso(date, 9 * 60 + i * 30) : null;
        const { lastInsertRowid: id } = order.run(
          `DH-B${String(orders).padStart(8, '0')}`,
          phone(),
          branches[i % branches.length].id,
          paid ? 'completed' : 'cancelled',
          roll < 0.8 ? 'paid' : paid ? 'refunded' : 'pending',
          total,
          total,
          paidAt,
          paidAt,
          iso(date, 9 * 60),
          iso(date, 9 * 60),
        );
        item.run(id, product.id, product.name, quantity, product.price, product.price, total);
        if (paid && roll >= 0.8) refunded.run(id, iso(date, 20 * 60));
        orders += 1;
      }
    }
  })();
  db.exec('ANALYZE');
  return { appointments, orders };
}

async function managerCookie(base) {
  const reply = await fetch(`${base}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'quanly@salontocviet.vn', password: 'Quanly@123' }),
  });
  if (!reply.ok) throw new Error(`login failed: ${reply.status} ${await reply.text()}`);
  return reply.headers.getSetCookie()[0].split(';')[0];
}

export async function benchDashboard({ base, dataDir, duration, connections }) {
  const today = salonToday();
  const db = openDatabase(path.join(dataDir, 'salon.db'));
  let filled;
  try {
    filled = fillYear(db, today);
  } finally {
    db.close();
  }
  const cookie = await managerCookie(base);
  const targets = [
    { name: 'GET /api/ping (bare)', path: '/api/ping' },
    {
      name: 'GET /api/admin/dashboard (30 days)',
      target: true,
      path: `/api/admin/dashboard?from=${addDays(today, -29)}&to=${today}`,
    },
    {
      name: 'GET /api/admin/dashboard (a year)',
      path: `/api/admin/dashboard?from=${addDays(today, -365)}&to=${today}`,
    },
  ];
  const rows = [];
  let ok = true;
  let bare = 0;
  for (const target of targets) {
    const options = { url: base + target.path, headers: { cookie }, connections };
    const started = performance.now();
    const single = await fetch(options.url, { headers: { cookie } });
    const singleMs = Math.round(performance.now() - started);
    if (!single.ok) throw new Error(`${target.path}: ${single.status} ${await single.text()}`);
    await autocannon({ ...options, duration: 1 });
    const result = await autocannon({ ...options, duration });
    const rps = result.requests.average;
    if (!bare) bare = rps;
    if (target.target && result.latency.p50 > P50_TARGET_MS) ok = false;
    if (result.non2xx || result.errors) ok = false;
    rows.push({
      route: target.name,
      'req/s': Math.round(rps),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'one alone ms': singleMs,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
      'vs bare': `${(rps / bare).toFixed(3)}×`,
    });
  }
  console.log(
    `\nDashboard on a year of data (${filled.appointments} appointments, ${filled.orders} orders), ` +
      `${connections} connections, ${duration} s per route:\n`,
  );
  console.table(rows);
  if (!ok)
    console.error(`The 30-day dashboard's p50 passed ${P50_TARGET_MS} ms, or a request failed.`);
  return ok;
}
