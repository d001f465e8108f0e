import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./serve-api.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  /** POSTs JSON; a connection cut by a kill rejects. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  /** kill -9: no shutdown, nothing finished. */
  kill(): Promise<void>;
  /** SIGTERM: the jobs in hand finish first. */
  stop(): Promise<void>;
}

/** A real server process (API and job runner) on the database the environment names. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', LOG_LEVEL: 'error', SEED_ON_EMPTY: 'false', TRUST_PROXY: '1', NBU_RATES_REFRESH: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening (\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    void exited.then(() => reject(new Error(`the server process ended before serving:\n${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async post(path, body, headers = {}) {
      const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON; the raw text is returned
      }
      return { status: response.status, body: parsed };
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
