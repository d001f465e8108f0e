// The benchmark: starts the production server on a fresh demo shop and measures, with autocannon
// (32 connections, 10 s per target), the home page, a category page, a product page and the
// search API, each next to a baseline — the same server answering a static file of the same size —
// so the cost of rendering shows as a ratio. It also weighs the JavaScript and CSS each page loads.
// Prints a table, writes bench/results.json, and exits 1 when a budget is missed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
const connections = 32;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

interface Target {
  name: string;
  path: string;
  body?: unknown;
  /** Budget for the 99th percentile latency at 32 connections, milliseconds (2-core machine). */
  p99Budget: number;
  /** Pages only: budget for the gzip JavaScript the page loads, KB. */
  javaScriptBudgetKb?: number;
}

// Budgets guard against regressions: set above the first measurement (2026-11, 2 cores, PGlite in
// the same process: ~100 pages/s, p99 0.7–2.4 s at 32 connections; 164–172 KB of JavaScript, of
// which React and the router are ~112 KB). Accounts added ~11 KB to every page (the header's
// account menu, the session, the API client and the wishlist sync; the dialogs load on demand).
const targets: Target[] = [
  { name: 'home', path: '/', p99Budget: 3000, javaScriptBudgetKb: 186 },
  { name: 'category', path: '/namety', p99Budget: 3000, javaScriptBudgetKb: 192 },
  { name: 'product', path: '/namety/namet-tramp-2', p99Budget: 1500, javaScriptBudgetKb: 200 },
  { name: 'search API', path: '/api/search', body: { lang: 'uk', string: 'намет' }, p99Budget: 1000 },
];

if (!existsSync(join(root, 'build/server/index.js'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = await mkdtemp(join(tmpdir(), 'tabir-bench-'));
// Baseline files live beside the built assets so the server serves them as it serves any asset.
const baselineDir = join(root, 'build/client/assets/bench-baseline');
const server = spawn(process.execPath, [join(root, 'server/main.ts')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the server did not start');
}

function request(target: Target) {
  return fetch(`${origin}${target.path}`, {
    method: target.body ? 'POST' : 'GET',
    headers: target.body ? { 'content-type': 'application/json' } : { 'accept-language': 'uk' },
    body: target.body ? JSON.stringify(target.body) : undefined,
  });
}

async function load(path: string, body?: unknown): Promise<Measurement> {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections,
    duration: durationSeconds,
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : { 'accept-language': 'uk' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Gzip bytes of the JavaScript and CSS a page's HTML makes the browser load. */
async function pageAssets(html: string) {
  const assets = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]));
  let javaScript = 0;
  let css = 0;
  for (const asset of assets) {
    const bytes = gzipSync(Buffer.from(await (await fetch(`${origin}${asset}`)).arrayBuffer())).length;
    if (asset.endsWith('.css')) css += bytes;
    else javaScript += bytes;
  }
  return { javaScriptKb: javaScript / 1024, cssKb: css / 1024 };
}

interface Measurement {
  rps: number;
  p50: number;
  p99: number;
}

interface Result extends Measurement {
  target: string;
  path: string;
  bytes: number;
  baseline: Measurement;
  /** How many times more requests a second the static file answers than the rendered target. */
  renderCost: number;
  javaScriptKb?: number;
  cssKb?: number;
}

const results: Result[] = [];
const problems: string[] = [];
try {
  await waitForServer();
  await mkdir(baselineDir, { recursive: true });
  console.log(`autocannon: ${connections} connections, ${durationSeconds} s per target\n`);
  for (const target of targets) {
    const sample = await request(target);
    if (!sample.ok) throw new Error(`${target.path} answered ${sample.status}`);
    const body = await sample.text();
    const baselinePath = `/assets/bench-baseline/${target.name.replace(/\W+/g, '-')}.txt`;
    await writeFile(join(root, 'build/client', baselinePath), body);

    const measured = await load(target.path, target.body);
    const baseline = await load(baselinePath);
    const assets = target.body ? null : await pageAssets(body);
    const entry: Result = {
      target: target.name,
      path: target.path,
      bytes: Buffer.byteLength(body),
      ...measured,
      baseline,
      renderCost: baseline.rps / measured.rps,
      ...(assets ?? {}),
    };
    results.push(entry);
    if (measured.p99 > target.p99Budget) problems.push(`${target.name}: p99 ${measured.p99} ms over ${target.p99Budget} ms`);
    if (assets && target.javaScriptBudgetKb && assets.javaScriptKb > target.javaScriptBudgetKb) {
      problems.push(`${target.name}: ${assets.javaScriptKb.toFixed(1)} KB of JavaScript over ${target.javaScriptBudgetKb} KB`);
    }
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  await rm(dataDir, { recursive: true, force: true });
  await rm(baselineDir, { recursive: true, force: true });
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(['target'.padEnd(12), pad('req/s', 8), pad('p50 ms', 7), pad('p99 ms', 7), pad('static req/s', 13), pad('cost', 6), pad('KB', 7), pad('JS KB', 7), pad('CSS KB', 7)].join(' '));
for (const entry of results) {
  console.log(
    [
      String(entry.target).padEnd(12),
      pad(entry.rps.toFixed(0), 8),
      pad(entry.p50, 7),
      pad(entry.p99, 7),
      pad(entry.baseline.rps.toFixed(0), 13),
      pad(`${entry.renderCost.toFixed(1)}×`, 6),
      pad((entry.bytes / 1024).toFixed(1), 7),
      pad(entry.javaScriptKb?.toFixed(1) ?? '–', 7),
      pad(entry.cssKb?.toFixed(1) ?? '–', 7),
    ].join(' '),
  );
}
await mkdir(join(root, 'bench'), { recursive: true });
await writeFile(join(root, 'bench/results.json'), `${JSON.stringify({ date: new Date().toISOString(), connections, durationSeconds, results, problems }, null, 2)}\n`);
console.log('\nWritten to bench/results.json.');
if (problems.length) {
  console.log(`Over budget:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
