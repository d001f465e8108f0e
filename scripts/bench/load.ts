// Load generation with wrk (Debian package `wrk`): it keeps 32 connections busy from C, so the
// measured server, not the load generator, is what runs out of CPU.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { median } from '../../server/testing/statistics.ts';

const run = promisify(execFile);

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A JSON body makes the request a POST. */
  body?: unknown;
}

export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx/3xx plus socket errors: a run with any is not a valid measurement. */
  failures: number;
}

export async function wrkAvailable(): Promise<boolean> {
  try {
    await run('wrk', ['--version']);
    return true;
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is an error here.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

const luaString = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export async function load(options: LoadOptions): Promise<Measurement> {
  const folder = await mkdtemp(join(tmpdir(), 'tabir-wrk-'));
  try {
    const headers = { ...options.headers, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) };
    const script = [
      ...Object.entries(headers).map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`),
      ...(options.body === undefined ? [] : [`wrk.method = "POST"`, `wrk.body = ${luaString(JSON.stringify(options.body))}`]),
    ].join('\n');
    const scriptPath = join(folder, 'request.lua');
    await writeFile(scriptPath, script);
    const { stdout } = await run('wrk', ['-t2', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '--timeout', '10s', '-s', scriptPath, options.url], {
      maxBuffer: 1 << 20,
    });
    return parseWrk(stdout);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk printed an unknown duration: ${text}`);
  // Both groups are required, and the second is one of unitMs's units.
  const [, amount = '', unit = ''] = match;
  return Number(amount) * unitMs[unit]!;
}

export function parseWrk(output: string): Measurement {
  const percentile = (name: string) => {
    const duration = new RegExp(`^\\s*${name}%\\s+(\\S+)`, 'm').exec(output)?.[1];
    if (duration === undefined) throw new Error(`wrk printed no ${name}th percentile:\n${output}`);
    return durationMs(duration);
  };
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!rps) throw new Error(`wrk printed no rate:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return { rps: Number(rps[1]), p50: percentile('50'), p99: percentile('99'), failures: non2xx + errors };
}

/** Median server answer time of requests sent one after another: the cost of one request alone. */
export async function singleRequestMs(url: string, init: RequestInit, times = 30): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < times + 3; index++) {
    const took = await firstRequestMs(url, init);
    if (index >= 3) samples.push(took);
  }
  return median(samples);
}

/** The time of one request, whole answer read. */
export async function firstRequestMs(url: string, init: RequestInit): Promise<number> {
  return (await timedRequest(url, init)).ms;
}

/** One request, whole answer read: its time here, and the server's own over it (its `Server-Timing` total, if it says). */
export async function timedRequest(url: string, init: RequestInit): Promise<{ ms: number; serverMs: number | null }> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  const ms = performance.now() - started;
  const total = /(?:^|,)\s*total;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return { ms, serverMs: total ? Number(total[1]) : null };
}
