// Starting, watching and stopping the processes the benchmark measures.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';

export interface ShopServer {
  origin: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first ready answer. */
  startMs: number;
  stop(): Promise<void>;
}

/** The production entry `npm run serve` starts. */
const serveEntry = 'server/start.js';

/** How `npm run serve` (and so `npm start`) runs the server, measured as it runs. */
interface ServeCommand {
  /** The variables set before `node`, over the environment's as a shell sets them (glibc reads MALLOC_ARENA_MAX only as a process starts). */
  env: Record<string, string>;
  /** The node flags. */
  flags: string[];
}

/** `package.json`'s "serve", which must read `[NAME=value …] node [flags] server/start.js`. */
export function parseServeCommand(serve: string | undefined): ServeCommand {
  const words = serve?.trim().split(/\s+/) ?? [];
  const env: Record<string, string> = {};
  let assignment: RegExpExecArray | null;
  while (words.length > 0 && (assignment = /^([A-Z_][A-Z0-9_]*)=(\S*)$/.exec(words[0]!))) {
    env[assignment[1]!] = assignment[2]!;
    words.shift();
  }
  if (words[0] !== 'node' || words.at(-1) !== serveEntry) throw new Error(`package.json "serve" must read \`[NAME=value …] node [flags] ${serveEntry}\``);
  return { env, flags: words.slice(1, -1) };
}

async function serveCommand(root: string): Promise<ServeCommand> {
  const { scripts } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return parseServeCommand(scripts.serve);
}

/**
 * Fails when something already listens on the port: a shop started there cannot bind it, and the
 * readiness checks would then measure whatever answers instead (cluster processes that fail to
 * bind are restarted by their primary, which stays up).
 */
export async function ensurePortFree(port: number): Promise<void> {
  const taken = await new Promise<boolean>((answer) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });
  if (taken) throw new Error(`port ${port} is in use: stop what listens there, or give the benchmark another port (BENCH_PORT)`);
}

export async function startShop(root: string, port: number, env: Record<string, string>): Promise<ShopServer> {
  const origin = `http://127.0.0.1:${port}`;
  const serve = await serveCommand(root);
  await ensurePortFree(port);
  const started = performance.now();
  const child = spawn(process.execPath, [...serve.flags, join(root, serveEntry)], {
    // The demo's seeded exchange rates serve: the National Bank is no part of what is measured (as in e2e-server.ts).
    env: { NBU_RATES_REFRESH: 'false', ...process.env, ...serve.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 3000) throw new Error('the shop did not start within five minutes');
    await new Promise((done) => setTimeout(done, 20));
  }
  return {
    origin,
    process: child,
    startMs: performance.now() - started,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function startBareServer(root: string, folder: string, port: number): Promise<{ origin: string; stop(): Promise<void> }> {
  await ensurePortFree(port);
  const child = fork(join(root, 'scripts/bench/bare-server.ts'), [folder, String(port)], { stdio: 'inherit' });
  await new Promise<void>((done, fail) => {
    child.once('message', () => done());
    child.once('exit', (code) => fail(new Error(`the bare server exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
}

/** Resident memory of a process and its children (cluster workers), in MB; Linux /proc. */
async function residentMb(pid: number): Promise<number> {
  let kb = 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  for (const child of children.split(/\s+/).filter(Boolean)) kb += (await residentMb(Number(child))) * 1024;
  return kb / 1024;
}

/** Samples the process's memory while `work` runs and returns the highest reading. */
export async function peakMemoryDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = await residentMb(pid);
  const timer = setInterval(() => {
    residentMb(pid).then((mb) => (peakMb = Math.max(peakMb, mb)), () => undefined);
  }, 200);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, await residentMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

export { residentMb };
