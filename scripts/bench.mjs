// `npm run bench`: starts the built server on a fresh demo database and measures the main
// routes with autocannon, each as a ratio of the bare route (/api/ping) in the same run.
// Absolute numbers depend on the machine; the ratios are what to compare between runs.
// Then booking (lib/booking-bench.mjs): time slots on a day of 200 appointments and concurrent
// guest bookings, checked for overbooking in the database; exits 1 on an overbooking or a server
// error. Then the shop (lib/orders-bench.mjs): concurrent orders for a product that sells out,
// checked for overselling. Then the chat (lib/chat-bench.mjs): the AI consultant's answers (p99
// at 20 connections) and customers' posts in their support conversations. `npm run bench --
// --booking`, `-- --orders` or `-- --chat` runs that part alone. `-- --dashboard` (only when asked:
// it writes a year of data into the database) measures the back-office dashboard
// (lib/dashboard-bench.mjs).
import autocannon from 'autocannon';
import { benchBooking } from './lib/booking-bench.mjs';
import { benchChat } from './lib/chat-bench.mjs';
import { benchDashboard } from './lib/dashboard-bench.mjs';
import { benchOrders } from './lib/orders-bench.mjs';
import { startBuiltServer } from './lib/built-server.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const bookingConnections = Number(process.env.BENCH_BOOKING_CONNECTIONS ?? 20);
const chatConnections = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 20);
// One manager opening the dashboard: its latency, not a queue of ten behind one SQLite writer.
const dashboardConnections = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 1);
const bookingOnly = process.argv.includes('--booking');
const ordersOnly = process.argv.includes('--orders');
const chatOnly = process.argv.includes('--chat');
const dashboardOnly = process.argv.includes('--dashboard');
// The chat part gives each guest question its own X-Forwarded-For address (the consultant's
// per-address limit stays on); nothing else sends the header, so the other parts are unchanged.
process.env.TRUST_PROXY = 'true';
const { base, dataDir, stop } = await startBuiltServer();

const json = { 'content-type': 'application/json', origin: base };
const targets = [
  { name: 'GET /api/ping (bare)', path: '/api/ping' },
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/public/settings', path: '/api/public/settings' },
  { name: 'GET /api/public/branches', path: '/api/public/branches' },
  { name: 'GET /api/public/services', path: '/api/public/services' },
  { name: 'GET /api/public/products?page=1', path: '/api/public/products?page=1' },
  { name: 'GET /api/auth/me (guest)', path: '/api/auth/me' },
  { name: 'GET / (index.html)', path: '/' },
  {
    name: 'POST /api/auth/customer/login',
    path: '/api/auth/customer/login',
    method: 'POST',
    headers: json,
    body: JSON.stringify({ identifier: 'khachhang@example.com', password: 'Khachhang@123' }),
  },
];

function run(target) {
  return autocannon({
    url: base + target.path,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration,
  });
}

async function benchRoutes() {
  // Page routes answer with index.html plus the page's own head tags; compare with a static file.
  const firstSlug = async (list) =>
    (await (await fetch(`${base}/api/public/${list}?per_page=1`)).json()).data.data[0].slug;
  const pageTargets = [
    { name: 'GET /favicon.svg (static file)', path: '/favicon.svg' },
    {
      name: 'GET /san-pham/:slug (product page)',
      path: `/san-pham/${await firstSlug('products')}`,
    },
    { name: 'GET /dich-vu/:slug (service page)', path: `/dich-vu/${await firstSlug('services')}` },
    { name: 'GET /sitemap.xml', path: '/sitemap.xml' },
  ];
  targets.splice(targets.findIndex((t) => t.path === '/') + 1, 0, ...pageTargets);
  // Warm the JIT on every route first, so the baseline is not measured cold.
  for (const target of targets) {
    await autocannon({
      url: base + target.path,
      method: target.method ?? 'GET',
      headers: target.headers,
      body: target.body,
      connections,
      duration: 1,
    });
  }
  const rows = [];
  let bare = 0;
  for (const target of targets) {
    const result = await run(target);
    const rps = result.requests.average;
    if (!bare) bare = rps;
    rows.push({
      route: target.name,
      'req/s': Math.round(rps),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      'vs bare': `${(rps / bare).toFixed(3)}×`,
    });
  }
  console.log(`\n${connections} connections, ${duration} s per route, one server process:\n`);
  console.table(rows);
}

try {
  const part = { base, dataDir, duration, connections: bookingConnections };
  const only = bookingOnly || ordersOnly || chatOnly || dashboardOnly;
  if (!only) await benchRoutes();
  if ((!only || bookingOnly) && !(await benchBooking(part))) process.exitCode = 1;
  if ((!only || ordersOnly) && !(await benchOrders(part))) process.exitCode = 1;
  const chatPart = { base, duration, connections: chatConnections };
  if ((!only || chatOnly) && !(await benchChat(chatPart))) process.exitCode = 1;
  const dashboardPart = { base, dataDir, duration, connections: dashboardConnections };
  if (dashboardOnly && !(await benchDashboard(dashboardPart))) process.exitCode = 1;
} finally {
  await stop();
}
