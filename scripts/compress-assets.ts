// Precompresses the built browser assets: a .br and a .gz beside each text file of build/client,
// so the server sends them as they are (serveStatic's `precompressed`) instead of compressing
// every download again. Run by `npm run build` after the React Router build.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const clientDir = resolve(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build', 'client');
/** Text formats only: images and fonts (woff2) are compressed already. */
const compressible = /\.(?:js|mjs|css|svg|json|txt|html|xml|webmanifest|map)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const smallest = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && compressible.test(entry.name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const path of files(clientDir)) {
  if ((await stat(path)).size < smallest) continue;
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipped(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  count++;
  before += content.length;
  after += br.length;
}
console.log(`precompressed ${count} files: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB as brotli`);
