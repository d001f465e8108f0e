// Lighthouse mobile (its default configuration: a mid-range phone on slow 4G, simulated) against a
// running server: each storefront page several times, requested in Ukrainian, then the median of
// every score. The checkout is measured with one product in the cart, as a shopper reaches it.
//
//   node scripts/lighthouse.ts http://127.0.0.1:3000 [--runs 5] [--out bench/lighthouse.json]
//
// The benchmark imports `runLighthouse` and `formatLighthouseTable`.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
// Lighthouse's own dependency (the version it drives Chromium with): it opens the browser and
// fills the cart before the checkout runs.
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumFlags } from './chromium-flags.ts';
import { median } from '../server/testing/statistics.ts';

export interface LighthousePage {
  name: string;
  path: string;
  /** Put one product in the cart (through the API) before each run. */
  withCart?: boolean;
}

export const lighthousePages: LighthousePage[] = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/namety' },
  { name: 'product', path: '/namety/namet-tramp-2' },
  { name: 'search', path: `/search/${encodeURIComponent('намет')}` },
  { name: 'checkout', path: '/checkout', withCart: true },
];

const lighthouseChromiumFlags = ['--headless=new', ...chromiumFlags];

/** One run's figures: scores 0–100, LCP and TBT in milliseconds, CLS unitless. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
}

export interface LighthousePageResult {
  name: string;
  path: string;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
}

const figureNames: (keyof LighthouseFigures)[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'cls', 'tbt'];

function figuresOf(result: RunnerResult): LighthouseFigures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(value('largest-contentful-paint')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    tbt: Math.round(value('total-blocking-time')),
  };
}

/** Creates a cart holding the first product that needs no option choice; answers its id. */
async function createCart(origin: string): Promise<string> {
  for (let productId = 1; productId <= 200; productId++) {
    const answer = await fetch(`${origin}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ lang: 'uk', product_id: productId }),
    });
    if (answer.ok) return ((await answer.json()) as { data: { cart_id: string } }).data.cart_id;
  }
  throw new Error('no product could be put in a cart');
}

/** Leaves the cart id where the storefront keeps it, with an empty HTTP cache, so the run starts cold. */
async function prepareCart(browser: Browser, origin: string) {
  const cartId = await createCart(origin);
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((id) => {
      localStorage.clear();
      localStorage.setItem('cartId', id);
    }, cartId);
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}

async function runOnce(browser: Browser, origin: string, target: LighthousePage): Promise<LighthouseFigures> {
  if (target.withCart) await prepareCart(browser, origin);
  const page = await browser.newPage();
  try {
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: { 'Accept-Language': 'uk' },
      // Lighthouse would clear the cart id with the rest of the origin's storage.
      disableStorageReset: target.withCart === true,
    };
    const result = await lighthouse(`${origin}${target.path}`, flags, undefined, page);
    if (!result) throw new Error(`${target.path}: Lighthouse returned nothing`);
    if (result.lhr.runtimeError) throw new Error(`${target.path}: ${result.lhr.runtimeError.message}`);
    return figuresOf(result);
  } finally {
    await page.close();
  }
}

/** A run in a fresh browser; a run Lighthouse itself spoils (a lost trace on a busy machine) is run again. */
async function runWithRetries(chromiumPath: string, origin: string, target: LighthousePage, attempts = 3): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const browser = await puppeteer.launch({ executablePath: chromiumPath, args: lighthouseChromiumFlags, defaultViewport: null });
    try {
      return await runOnce(browser, origin, target);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${target.name}: run failed (${(error as Error).message}), trying again`);
    } finally {
      await browser.close();
    }
  }
}

/** Runs every page `runs` times (each in a fresh browser) and answers the runs with their medians. */
export async function runLighthouse({
  origin,
  runs = 5,
  pages = lighthousePages,
  chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
  onRun,
}: {
  origin: string;
  runs?: number;
  pages?: LighthousePage[];
  chromiumPath?: string;
  onRun?: (page: LighthousePage, figures: LighthouseFigures) => void;
}): Promise<LighthousePageResult[]> {
  const results: LighthousePageResult[] = [];
  for (const target of pages) {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) {
      figures.push(await runWithRetries(chromiumPath, origin, target));
      onRun?.(target, figures.at(-1)!);
    }
    const medians = Object.fromEntries(figureNames.map((name) => [name, median(figures.map((entry) => entry[name]))])) as unknown as LighthouseFigures;
    results.push({ name: target.name, path: target.path, runs: figures, median: medians });
  }
  return results;
}

/** The medians as a plain-text table. */
export function formatLighthouseTable(results: LighthousePageResult[]): string {
  const header = ['page'.padEnd(10), 'perf', 'a11y', 'b.p.', 'seo', 'LCP ms', '  CLS', 'TBT ms', 'CLS of runs'];
  const rows = results.map(({ name, median: m, runs }) =>
    [
      name.padEnd(10),
      String(m.performance).padStart(4),
      String(m.accessibility).padStart(4),
      String(m.bestPractices).padStart(4),
      String(m.seo).padStart(3),
      String(m.lcp).padStart(6),
      m.cls.toFixed(3).padStart(5),
      String(m.tbt).padStart(6),
      runs.map((run) => run.cls.toFixed(2)).join(' '),
    ].join('  '),
  );
  return [header.join('  '), ...rows].join('\n');
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '5' }, out: { type: 'string', default: 'bench/lighthouse.json' }, pages: { type: 'string' } },
  });
  const origin = (positionals[0] ?? process.env.LIGHTHOUSE_ORIGIN ?? '').replace(/\/$/, '');
  if (!origin) {
    console.error('Usage: node scripts/lighthouse.ts <origin of a running server> [--runs 5] [--out file.json] [--pages home,checkout]');
    process.exit(2);
  }
  const chosen = values.pages?.split(',');
  const pages = chosen ? lighthousePages.filter((page) => chosen.includes(page.name)) : lighthousePages;
  const results = await runLighthouse({
    origin,
    runs: Number(values.runs),
    pages,
    onRun: (page, figures) => console.error(`${page.name}: performance ${figures.performance}, LCP ${figures.lcp} ms, CLS ${figures.cls}, TBT ${figures.tbt} ms`),
  });
  console.log(formatLighthouseTable(results));
  await mkdir(dirname(values.out), { recursive: true });
  await writeFile(values.out, `${JSON.stringify({ date: new Date().toISOString(), origin, results }, null, 2)}\n`);
  console.log(`\nWritten to ${values.out}.`);
}
