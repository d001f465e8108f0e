// Every test: the compiler and the linter first, then unit and API tests on PGlite, again on
// PostgreSQL when TEST_DATABASE_URL is set, then one production build and the browser journeys
// against it.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

function run(title: string, command: string, args: string[], env: Record<string, string | undefined> = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

// Vitest leaves a core free by default: one test file at a time on a 2-core machine. Most files
// wait on a database much of the time, so two at a time keep both cores busy.
const vitest = ['vitest', 'run', `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`];
const postgresUrl = process.env.TEST_DATABASE_URL;
run('Types', 'npm', ['run', 'typecheck']);
run('Lint', 'npm', ['run', 'lint']);
run('Unit and API tests (PGlite)', 'npx', vitest, { TEST_DATABASE_URL: '' });
if (postgresUrl) run('Unit and API tests (PostgreSQL)', 'npx', vitest, { TEST_DATABASE_URL: postgresUrl });
else console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is skipped (CI sets it).');
run('Production build', 'npm', ['run', 'build']);
run('End-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
