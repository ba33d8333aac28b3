// `npm run bench`: starts the built server on a fresh demo database and, in a process of its own,
// a bare Fastify server with one JSON route (lib/bare-server.mjs), then measures the main routes
// with autocannon, each as a ratio of the bare server's route in the same run (our own
// GET /api/ping too: what the app's per-request overhead leaves of the framework). Absolute
// numbers depend on the machine; the ratios are what to compare between runs. On a busy machine
// req/s swing with the neighbours; the CPU time each server spent per request (from
// /proc/<pid>/stat) and its ratio to the bare server's hold much better. The server runs
// with its default log level, as in production. After the routes it prints the server's
// resident memory.
// Then booking (lib/booking-bench.mjs): time slots on a day of 200 appointments and concurrent
// guest bookings, checked for overbooking in the database; exits 1 on an overbooking or a server
// error. Then the shop (lib/orders-bench.mjs): concurrent orders for a product that sells out,
// checked for overselling. Then the chat (lib/chat-bench.mjs): the AI consultant's answers (p99
// at 20 connections) and customers' posts in their support conversations. `npm run bench --
// --routes`, `-- --booking`, `-- --orders` or `-- --chat` runs that part alone. `-- --dashboard` (only when asked:
// it writes a year of data into the database) measures the back-office dashboard
// (lib/dashboard-bench.mjs).
import autocannon from 'autocannon';
import { benchBooking } from './lib/booking-bench.mjs';
import { benchChat } from './lib/chat-bench.mjs';
import { benchDashboard } from './lib/dashboard-bench.mjs';
import { benchOrders } from './lib/orders-bench.mjs';
import { cpuMs, residentMb, startBareServer, startBuiltServer } from './lib/built-server.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const bookingConnections = Number(process.env.BENCH_BOOKING_CONNECTIONS ?? 20);
const chatConnections = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 20);
// One manager opening the dashboard: its latency, not a queue of ten behind one SQLite writer.
const dashboardConnections = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 1);
const bookingOnly = process.argv.includes('--booking');
const ordersOnly = process.argv.includes('--orders');
const chatOnly = process.argv.includes('--chat');
const dashboardOnly = process.argv.includes('--dashboard');
const routesOnly = process.argv.includes('--routes');
// The chat part gives each guest question its own X-Forwarded-For address (the consultant's
// per-address limit stays on); nothing else sends the header, so the other parts are unchanged.
process.env.TRUST_PROXY = 'true';
const { base, dataDir, pid, stop } = await startBuiltServer();

const json = { 'content-type': 'application/json', origin: base };
/** What a browser sends: the cached answers go out compressed. */
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const targets = [
  { name: 'GET /api/ping (in the app)', path: '/api/ping' },
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/public/settings', path: '/api/public/settings' },
  { name: 'GET /api/public/branches', path: '/api/public/branches' },
  { name: 'GET /api/public/services', path: '/api/public/services' },
  {
    name: 'GET /api/public/services (browser: br)',
    path: '/api/public/services',
    headers: browser,
  },
  {
    name: 'GET /api/public/services (gzip only)',
    path: '/api/public/services',
    headers: { 'accept-encoding': 'gzip' },
  },
  { name: 'GET /api/public/products?page=1', path: '/api/public/products?page=1' },
  { name: 'GET /api/public/categories', path: '/api/public/categories?type=service' },
  { name: 'GET /api/public/sliders', path: '/api/public/sliders' },
  { name: 'GET /api/auth/me (guest)', path: '/api/auth/me' },
  { name: 'GET / (home page, drawn and kept)', path: '/' },
  { name: 'GET / (browser: br)', path: '/', headers: { 'accept-encoding': 'br' } },
  {
    name: 'POST /api/auth/customer/login',
    path: '/api/auth/customer/login',
    method: 'POST',
    headers: json,
    body: JSON.stringify({ identifier: 'khachhang@example.com', password: 'Khachhang@123' }),
  },
];

function run(target, seconds = duration, on = base) {
  return autocannon({
    url: on + target.path,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
}

/** Runs `target` against the server of process `pid`, with the CPU it spent per request. */
async function measure(target, pid, on = base) {
  const before = cpuMs(pid);
  const result = await run(target, duration, on);
  const after = cpuMs(pid);
  const cpuUs =
    before === null || after === null ? NaN : ((after - before) * 1000) / result.requests.total;
  return { result, cpuUs };
}

function row(name, { result, cpuUs }, bare) {
  const rps = result.requests.average;
  return {
    route: name,
    'req/s': Math.round(rps),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    'vs bare': `${(rps / bare.rps).toFixed(3)}×`,
    'CPU µs/req': Math.round(cpuUs),
    'vs bare (CPU)': `${(bare.cpuUs / cpuUs).toFixed(3)}×`,
  };
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
  const bareServer = await startBareServer();
  const bareTarget = { path: '/api/ping' };
  try {
    // Warm the JIT on every route first, so nothing is measured cold.
    await run(bareTarget, 1, bareServer.base);
    for (const target of targets) await run(target, 1);
    const bareRun = await measure(bareTarget, bareServer.pid, bareServer.base);
    const bare = { rps: bareRun.result.requests.average, cpuUs: bareRun.cpuUs };
    const rows = [row('GET /api/ping (bare Fastify, own process)', bareRun, bare)];
    for (const target of targets) rows.push(row(target.name, await measure(target, pid), bare));
    console.log(`\n${connections} connections, ${duration} s per route:\n`);
    console.table(rows);
  } finally {
    await bareServer.stop();
  }
  console.log(`Server resident memory after the routes: ${residentMb(pid) ?? '?'} MB.`);
}

try {
  const part = { base, dataDir, pid, duration, connections: bookingConnections };
  const only = bookingOnly || ordersOnly || chatOnly || dashboardOnly || routesOnly;
  if (!only || routesOnly) await benchRoutes();
  if ((!only || bookingOnly) && !(await benchBooking(part))) process.exitCode = 1;
  if ((!only || ordersOnly) && !(await benchOrders(part))) process.exitCode = 1;
  const chatPart = { base, duration, connections: chatConnections };
  if ((!only || chatOnly) && !(await benchChat(chatPart))) process.exitCode = 1;
  const dashboardPart = { base, dataDir, duration, connections: dashboardConnections };
  if (dashboardOnly && !(await benchDashboard(dashboardPart))) process.exitCode = 1;
  console.log(`\nServer resident memory at the end: ${residentMb(pid) ?? '?'} MB.`);
} finally {
  await stop();
}
