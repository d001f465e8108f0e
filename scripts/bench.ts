// Performance targets, measured against the production build on loopback (budgets are for a
// 2-core machine with the embedded database in the same process):
// latency per page and API call under light concurrency, and the JavaScript a first visit loads.
// Bounded: a fixed number of requests per target, then the server is stopped.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
const requestsPerTarget = 200;
const concurrency = 8;

interface Target {
  name: string;
  path: string;
  body?: unknown;
  /** 95th percentile latency budget, milliseconds. */
  p95: number;
}

const targets: Target[] = [
  { name: 'home (uk)', path: '/', p95: 200 },
  { name: 'home (en)', path: '/en', p95: 200 },
  { name: 'text page', path: '/contacts', p95: 120 },
  { name: 'category', path: '/namety', p95: 150 },
  { name: 'product', path: '/namety/namet-tramp-2', p95: 120 },
  { name: 'API settings', path: '/api/settings/all', body: { lang: 'uk' }, p95: 40 },
  { name: 'API menus', path: '/api/menu/get-by-ids', body: { lang: 'uk', ids: [1, 2, 7, 53] }, p95: 40 },
];

/**
 * Gzip JavaScript a first visit to the home page loads: React and the router are ~112 KB,
 * i18next with the catalogues ~25 KB, the shell (menus, forms, currency) ~16 KB.
 */
const homeJavaScriptBudgetKb = 160;

if (!existsSync(join(root, 'build/server/index.js'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = await mkdtemp(join(tmpdir(), 'tabir-bench-'));
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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

function send(target: Target) {
  return fetch(`${origin}${target.path}`, {
    method: target.body ? 'POST' : 'GET',
    headers: target.body ? { 'content-type': 'application/json' } : { 'accept-language': 'uk', 'accept-encoding': 'gzip' },
    body: target.body ? JSON.stringify(target.body) : undefined,
  });
}

async function measure(target: Target) {
  // Warm up first, so the JIT and the caches are measured as in a running shop.
  for (let warm = 0; warm < 50; warm++) await (await send(target)).arrayBuffer();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requestsPerTarget) {
        next++;
        const begin = performance.now();
        const response = await send(target);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p95: at(0.95), rps: latencies.length / seconds };
}

async function homeJavaScriptKb() {
  const html = await (await fetch(`${origin}/`, { headers: { 'accept-language': 'uk' } })).text();
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(Buffer.from(await (await fetch(`${origin}${script}`)).arrayBuffer())).length;
  return bytes / 1024;
}

let failed = false;
try {
  await waitForServer();
  console.log(`${requestsPerTarget} requests per target, ${concurrency} at a time\n`);
  console.log('target'.padEnd(16), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'budget'.padStart(8), 'req/s'.padStart(8));
  for (const target of targets) {
    const result = await measure(target);
    const ok = result.p95 <= target.p95;
    failed ||= !ok;
    console.log(
      target.name.padEnd(16),
      result.p50.toFixed(1).padStart(8),
      result.p95.toFixed(1).padStart(8),
      String(target.p95).padStart(8),
      result.rps.toFixed(0).padStart(8),
      ok ? '' : '  over budget',
    );
  }
  const javaScript = await homeJavaScriptKb();
  const ok = javaScript <= homeJavaScriptBudgetKb;
  failed ||= !ok;
  console.log(`\nhome page JavaScript: ${javaScript.toFixed(1)} KB gzip (budget ${homeJavaScriptBudgetKb} KB)${ok ? '' : '  over budget'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
