import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';

// The journeys run against the production build; its server bundle is checked here, beside them.
const serverBuild = join(process.env.BUILD_DIR ?? 'build', 'server');

test('the server bundle is ASCII, so V8 keeps its source one byte a character', async () => {
  const files = [join(serverBuild, 'index.js'), ...(await readdir(join(serverBuild, 'assets'))).filter((name) => name.endsWith('.js')).map((name) => join(serverBuild, 'assets', name))];
  const withOtherBytes = [];
  for (const file of files) {
    const bytes = await readFile(file);
    const first = bytes.findIndex((byte) => byte > 0x7f);
    if (first >= 0) withOtherBytes.push(`${file}: ${bytes.subarray(Math.max(0, first - 40), first + 20).toString('utf8')}`);
  }
  expect(files.length).toBeGreaterThan(1);
  expect(withOtherBytes).toEqual([]);
  // The Ukrainian texts are still there, escaped.
  expect(await readFile(join(serverBuild, 'index.js'), 'utf8')).toMatch(/\\u04[0-5][0-9a-f]/i);
});
