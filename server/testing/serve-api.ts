// A server process for tests that need real processes (killed, or side by side): the API and the
// job runner of `main.ts`, without the page build. Prints `listening <port>` once it serves.
import { serve } from '@hono/node-server';
import { createApp } from '../app.ts';
import { boot } from '../boot.ts';
import { schedulePeriodicJobs } from '../jobs/jobs.kinds.ts';

const { deps, database } = await boot();
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`listening ${info.port}\n`);
});
deps.jobs.start();
await schedulePeriodicJobs(deps);

process.on('SIGTERM', () => {
  server.close();
  void deps.jobs
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
