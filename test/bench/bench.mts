// npm run bench: builds the production bundle, serves it with the embedded backend, and prints one table
// of first-load figures and Lighthouse mobile figures (median of five runs) for home, a category, a
// product and search results. Writes the same to bench-results/bench.json.
//
//   npm run bench                      build, then measure (5 Lighthouse runs per page)
//   npm run bench -- --no-build        measure the existing dist/
//   npm run bench -- --runs 3          fewer Lighthouse runs
//   npm run bench -- --dist DIR        measure a build elsewhere (implies --no-build)
//   npm run bench -- --http1           serve over plain HTTP/1.1 instead of HTTPS + HTTP/2
//   npm run bench -- --pages home,search   only these pages (names as in BENCH_PAGES)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../server/src/serve';
import { launchBrowser } from '../e2e/browser';
import { localhostCert, trustCertArg } from '../shared/localhostCert';
import { BENCH_PAGES, HOME_JS_BUDGET_BYTES, measureFirstLoad, type FirstLoadFigures } from './firstLoad';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 5) : 5;
const distArg = args.indexOf('--dist');
const distDir = distArg >= 0 ? path.resolve(args[distArg + 1] ?? 'dist') : path.join(root, 'dist');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const http1 = args.includes('--http1');
const protocol = http1 ? 'HTTP/1.1' : 'HTTPS + HTTP/2';
const pagesArg = args.indexOf('--pages');
const pageNames = pagesArg >= 0 ? (args[pagesArg + 1] ?? '').split(',') : BENCH_PAGES.map((page) => page.name);
const pages = BENCH_PAGES.filter((page) => pageNames.includes(page.name));
if (pages.length !== pageNames.length) throw new Error(`--pages takes names among ${BENCH_PAGES.map((page) => page.name).join(', ')}.`);

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

interface PageResult extends FirstLoadFigures, LighthouseFigures {
  name: string;
  url: string;
  runs: LighthouseFigures[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function lighthouseOnce(url: string, extraFlags: string[]): Promise<LighthouseFigures> {
  const chrome = await launchChrome({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraFlags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    chrome.kill();
  }
}

const medianOf = (list: LighthouseFigures[]): LighthouseFigures => ({
  performance: median(list.map((r) => r.performance)),
  lcpMs: median(list.map((r) => r.lcpMs)),
  tbtMs: median(list.map((r) => r.tbtMs)),
  cls: median(list.map((r) => r.cls)),
  accessibility: median(list.map((r) => r.accessibility)),
  bestPractices: median(list.map((r) => r.bestPractices)),
  seo: median(list.map((r) => r.seo)),
});

/** Issue #8 budgets; each returns the broken budget's description, or null. */
const budgets: Array<(r: PageResult) => string | null> = [
  (r) => (r.name === 'home' && r.jsGzipBytes > HOME_JS_BUDGET_BYTES ? `first-load JS ${kb(r.jsGzipBytes)} > 200 KB` : null),
  (r) => (r.performance < 95 ? `performance ${r.performance} < 95` : null),
  (r) => (r.lcpMs > 2000 ? `LCP ${r.lcpMs} ms > 2000 ms` : null),
  (r) => (r.tbtMs > 150 ? `TBT ${r.tbtMs} ms > 150 ms` : null),
  (r) => (r.cls > 0.02 ? `CLS ${r.cls} > 0.02` : null),
  (r) => (r.accessibility < 100 ? `accessibility ${r.accessibility} < 100` : null),
  (r) => (r.bestPractices < 95 ? `best practices ${r.bestPractices} < 95` : null),
  (r) => (r.seo < 95 ? `SEO ${r.seo} < 95` : null),
];

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  if (!args.includes('--no-build') && distArg < 0) {
    const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The production build failed.');
  }
  // Served as production serves it: HTTPS over HTTP/2 (README, Deployment). Over plain HTTP/1.1 the browser opens
  // up to six connections, each starting cold; --http1 measures that.
  const cert = http1 ? undefined : await localhostCert();
  const server = await startServer({ port: 0, host: '127.0.0.1', distDir, dbFile: ':memory:', tls: cert });
  const trustArgs = cert ? [trustCertArg(cert)] : [];
  const browser = await launchBrowser(trustArgs);
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      const url = new URL(page.path, server.url).href;
      const firstLoad = await measureFirstLoad(browser, url);
      const lhRuns: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i += 1) {
        lhRuns.push(await lighthouseOnce(url, trustArgs));
        process.stderr.write(`  ${page.name}: Lighthouse run ${i + 1}/${runs}\n`);
      }
      results.push({ name: page.name, url: page.path, ...firstLoad, ...medianOf(lhRuns), runs: lhRuns });
    }
  } finally {
    await browser.close();
    await server.close();
  }

  console.table(results.map((r) => ({
    page: r.name,
    'JS gzip': kb(r.jsGzipBytes),
    requests: r.requestsBeforeFirstContent,
    GraphQL: r.graphqlBeforeFirstContent,
    perf: r.performance,
    'LCP ms': r.lcpMs,
    'TBT ms': r.tbtMs,
    CLS: r.cls,
    a11y: r.accessibility,
    'best pr.': r.bestPractices,
    SEO: r.seo,
  })));
  console.log(`Served over ${protocol}. Lighthouse mobile figures are the median of ${runs} run(s); requests and GraphQL count those started before the first contentful paint.`);
  const broken = results.flatMap((r) => budgets.map((check) => check(r)).filter(Boolean).map((b) => `${r.name}: ${b}`));
  const outDir = path.join(root, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'bench.json');
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), runs, protocol, pages: results, broken }, null, 2)}\n`);
  console.log(`Written to ${path.relative(root, file)}.`);
  if (broken.length) {
    console.log(`Budgets missed:\n  ${broken.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('All budgets met.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
