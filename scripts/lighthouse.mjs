// `npm run lighthouse`: Lighthouse (mobile, its default throttling) on the storefront pages of
// the built app, on a fresh demo database: the home page, the services and products lists and
// one service's and one product's page. Each page is measured three times and each figure is the
// median of its three runs, so one noisy run does not decide; the failed audits are those of
// Lighthouse's own median run (by FCP and TTI).
// Prints the scores, LCP, CLS, TBT and the JavaScript a first visit downloads (gzipped, as sent)
// against the budgets. CHROME_PATH picks the browser (default /usr/bin/chromium);
// LIGHTHOUSE_RUNS changes the number of runs. `--strict` exits 1 when a budget is missed.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startBuiltServer } from './lib/built-server.mjs';

const BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  firstLoadJsKb: 150,
};
const strict = process.argv.includes('--strict');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const { base, stop } = await startBuiltServer();
let chrome;
const rows = [];
const problems = [];
const missed = [];

async function firstSlug(path) {
  const reply = await (await fetch(`${base}/api/public/${path}?per_page=1`)).json();
  return reply.data.data[0].slug;
}

/** The run Lighthouse itself calls the median (by FCP and TTI): its audits explain the figures. */
const chosen = (results) => computeMedianRun(results);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function medianFigures(perRun) {
  return Object.fromEntries(
    Object.keys(perRun[0]).map((key) => [key, median(perRun.map((figures) => figures[key]))]),
  );
}

function measure(name, lhr, explain) {
  const { audits, categories } = lhr;
  const scripts = audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(base),
  );
  const figures = {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    firstLoadJsKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    jsFiles: scripts.length,
  };
  if (!explain) return figures;
  // Audits of the scored categories that did not pass, so a score below 100 says why.
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of categories[id].auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        const where = (audit.details?.items ?? [])
          .slice(0, 3)
          .map((item) => item.node?.snippet ?? item.url ?? '')
          .filter(Boolean);
        problems.push(
          `${name} · ${id}: ${audit.title}${where.length ? `\n    ${where.join('\n    ')}` : ''}`,
        );
      }
    }
  }
  const lcpItems = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpItems[0]?.items?.[0]?.node ?? lcpItems[0]?.node;
  if (lcpNode) problems.push(`${name} · largest paint: ${lcpNode.snippet}`);
  return figures;
}

function overBudget(figures) {
  const over = [];
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (figures[key] < BUDGETS[key]) over.push(`${key} ${figures[key]} < ${BUDGETS[key]}`);
  }
  for (const key of ['lcpMs', 'tbtMs', 'cls', 'firstLoadJsKb']) {
    if (figures[key] > BUDGETS[key])
      over.push(`${key} ${figures[key].toFixed(key === 'cls' ? 3 : 0)} > ${BUDGETS[key]}`);
  }
  return over;
}

/**
 * A warm-up visit, so the server's caches (not the browser's) are filled: the page and the
 * responsive copies of its pictures (a running salon's are made when uploaded; a fresh demo
 * database's by a job a while after the start).
 */
async function warmUp(path) {
  const html = await (await fetch(base + path)).text();
  const pictures = new Set(html.match(/\/api\/storage\/[^\s",]+\.(?:avif|webp)/g) ?? []);
  for (const picture of pictures) await fetch(base + picture);
}

/** One Lighthouse run; a run Lighthouse could not finish (e.g. NO_FCP) is taken again, twice at most. */
async function measured(path, attempt = 1) {
  const { lhr } = await lighthouse(base + path, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!lhr.runtimeError) return lhr;
  if (attempt > 2) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.code}`);
  console.log(`Run again on ${path}: ${lhr.runtimeError.code}`);
  return measured(path, attempt + 1);
}

try {
  const service = await firstSlug('services');
  const product = await firstSlug('products');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'services', path: '/dich-vu' },
    { name: `service (${service})`, path: `/dich-vu/${service}` },
    { name: 'products', path: '/san-pham' },
    { name: `product (${product})`, path: `/san-pham/${product}` },
  ];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // One run that is not counted: a freshly started browser's first page load also pays for
  // the browser's own start-up work.
  await warmUp('/');
  await measured('/');
  for (const page of pages) {
    await warmUp(page.path);
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measured(page.path));
    // Every figure is the median of its own runs: one noisy run does not decide any of them.
    const perRun = results.map((lhr) => measure(page.name, lhr, lhr === chosen(results)));
    const figures = medianFigures(perRun);
    console.log(
      `${page.name}: runs ${perRun
        .map((f) => `perf ${f.performance} LCP ${Math.round(f.lcpMs)} TBT ${Math.round(f.tbtMs)}`)
        .join(' · ')}`,
    );
    const over = overBudget(figures);
    if (over.length > 0) missed.push(`${page.name}: ${over.join(', ')}`);
    rows.push({
      page: page.name,
      perf: figures.performance,
      a11y: figures.accessibility,
      'best pr.': figures['best-practices'],
      seo: figures.seo,
      'FCP s': (figures.fcpMs / 1000).toFixed(2),
      'LCP s': (figures.lcpMs / 1000).toFixed(2),
      CLS: figures.cls.toFixed(3),
      'TBT ms': Math.round(figures.tbtMs),
      'JS KB': Math.round(figures.firstLoadJsKb),
      'JS files': figures.jsFiles,
    });
  }
} finally {
  await chrome?.kill();
  await stop();
}

console.log(
  `\nLighthouse (mobile, median of ${runs}) on the built app; budgets: performance ≥ ${BUDGETS.performance}, ` +
    `LCP ≤ ${BUDGETS.lcpMs / 1000} s, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}, ` +
    `first-load JS ≤ ${BUDGETS.firstLoadJsKb} KB gzipped, accessibility, best practices and SEO 100\n`,
);
console.table(rows);
for (const problem of problems)
  console.log(problem.includes('largest paint') ? problem : `Not passed: ${problem}`);
for (const line of missed) console.log(`Over budget: ${line}`);
if (strict && missed.length > 0) process.exit(1);
