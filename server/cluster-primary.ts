import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** A process that dies sooner than this after its start is restarted after a pause, not at once. */
const quickDeathMs = 10_000;
const restartPauseMs = 2_000;
/** How long the processes get to finish their requests and jobs on a stop before they are killed. */
const stopGraceMs = 15_000;

/**
 * The primary of several server processes on one PostgreSQL: it serves nothing itself, forks
 * `count` processes (they share the listening port), starts a new one for any that dies, and on
 * SIGTERM/SIGINT passes the signal on and ends when they all have stopped.
 */
export function superviseServerProcesses(count: number, logger: Logger): void {
  let stopping = false;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        logger.info('all server processes stopped');
        process.exit(0);
      }
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'a server process ended: starting another');
    // A process that cannot start (a bad build, a database gone) must not be forked in a tight loop.
    if (lived < quickDeathMs) setTimeout(fork, restartPauseMs);
    else fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, processes: startedAt.size }, 'stopping the server processes');
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, stopGraceMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info({ processes: count }, 'starting the server processes');
  for (let index = 0; index < count; index++) fork();
}
