// Every test: unit and API tests on PGlite, again on PostgreSQL when TEST_DATABASE_URL is set,
// then one production build and the browser journeys against it.
import { spawnSync } from 'node:child_process';

function run(title: string, command: string, args: string[], env: Record<string, string | undefined> = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;
run('Unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' });
if (postgresUrl) run('Unit and API tests (PostgreSQL)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: postgresUrl });
else console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is skipped (CI sets it).');
run('Production build', 'npm', ['run', 'build']);
run('End-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
