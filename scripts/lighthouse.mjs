// `npm run lighthouse`: Lighthouse (mobile, its default throttling) on the home page and a
// product page of the built app, on a fresh demo database. Prints the performance score, LCP,
// CLS, TBT and the JavaScript a first visit downloads (gzipped, as sent), against the aims.
// CHROME_PATH picks the browser (default /usr/bin/chromium). `--strict` exits 1 below the aims.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './lib/built-server.mjs';

const AIMS = { score: 90, firstLoadJsKb: 200 };
const strict = process.argv.includes('--strict');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const { base, stop } = await startBuiltServer();
let chrome;
const rows = [];
const problems = [];
try {
  const products = await (await fetch(`${base}/api/public/products?per_page=1`)).json();
  const product = products.data.data[0];
  const pages = [
    { name: 'home', path: '/' },
    { name: `product (${product.slug})`, path: `/san-pham/${product.slug}` },
  ];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  for (const page of pages) {
    // A warm-up visit, so the server's caches (not the browser's) are filled.
    await fetch(base + page.path);
    const result = await lighthouse(base + page.path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { audits, categories } = result.lhr;
    const scripts = audits['network-requests'].details.items.filter(
      (item) => item.resourceType === 'Script' && item.url.startsWith(base),
    );
    const jsKb = scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024;
    // Audits of the other categories that did not pass, so a score below 100 says why.
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of categories[id].auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          const where = (audit.details?.items ?? [])
            .slice(0, 3)
            .map((item) => item.node?.snippet ?? item.url ?? '')
            .filter(Boolean);
          problems.push(
            `${page.name} · ${id}: ${audit.title}${where.length ? `\n    ${where.join('\n    ')}` : ''}`,
          );
        }
      }
    }
    const lcpItems = audits['largest-contentful-paint-element']?.details?.items ?? [];
    const lcpNode = lcpItems[0]?.items?.[0]?.node ?? lcpItems[0]?.node;
    if (lcpNode) problems.push(`${page.name} · largest paint: ${lcpNode.snippet}`);
    rows.push({
      page: page.name,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      'FCP s': (audits['first-contentful-paint'].numericValue / 1000).toFixed(2),
      'LCP s': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      'first-load JS KB': Math.round(jsKb),
      'JS files': scripts.length,
    });
  }
} finally {
  await chrome?.kill();
  await stop();
}

console.log(
  `\nLighthouse (mobile) on the built app; aims: performance ≥ ${AIMS.score}, first-load JS < ${AIMS.firstLoadJsKb} KB gzipped\n`,
);
console.table(rows);
for (const problem of problems)
  console.log(problem.includes('largest paint') ? problem : `Not passed: ${problem}`);
const missed = rows.filter(
  (row) => row.performance < AIMS.score || row['first-load JS KB'] >= AIMS.firstLoadJsKb,
);
for (const row of missed) console.log(`Below the aims: ${row.page}`);
if (strict && missed.length > 0) process.exit(1);
