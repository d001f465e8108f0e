import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `node server/start.js` serves the page build: made once here when the working copy has none. */
export function ensureBuild(): void {
  if (existsSync(`${root}/build/server/index.js`)) return;
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('npx react-router build failed');
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface LogLine {
  msg: string;
  pid?: number;
  path?: string;
  [field: string]: unknown;
}

export interface MainProcess {
  child: ChildProcess;
  url: string;
  /** Every JSON log line so far. */
  lines: LogLine[];
  /** Resolves with the first log line (now or later) that `match` accepts. */
  waitFor(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  /** Everything it wrote. */
  output(): string;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** The production entry point (`node server/start.js`) on the environment given, logging at info. */
export async function startMain(env: Record<string, string>): Promise<MainProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/start.js'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', SEED_ON_EMPTY: 'false', HOST: '127.0.0.1', PORT: String(port), NBU_RATES_REFRESH: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let output = '';
  const waiters = new Set<() => void>();
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    partial += chunk.toString();
    const complete = partial.split('\n');
    partial = complete.pop()!;
    for (const text of complete) {
      output += `${text}\n`;
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        // not a log line
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitFor: MainProcess['waitFor'] = (match, timeoutMs = 180_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = lines.find(match);
        if (!found) return;
        done();
        resolve(found);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no such log line within ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      void exited.then(() => {
        if (!waiters.has(check)) return;
        done();
        reject(new Error(`the server ended:\n${output}`));
      });
      check();
    });

  return {
    child,
    url: `http://127.0.0.1:${port}`,
    lines,
    waitFor,
    exited,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
