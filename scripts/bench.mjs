// `npm run bench`: starts the built server on a fresh demo database and measures the main
// routes with autocannon, each as a ratio of the bare route (/api/ping) in the same run.
// Absolute numbers depend on the machine; the ratios are what to compare between runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-bench-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

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

try {
  await waitForHealth();
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
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
