// The baseline: a bare node:http server answering each file of a folder at /<file name>, with
// nothing else in the way. The benchmark compares the shop's cached pages to it, byte for byte.
import { createServer } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const [folder, port] = process.argv.slice(2);
if (folder === undefined || port === undefined) throw new Error('Usage: node scripts/bench/bare-server.ts <folder> <port>');
const bodies = new Map<string, Buffer>();
for (const name of await readdir(folder)) bodies.set(`/${name}`, await readFile(join(folder, name)));

createServer((request, response) => {
  const body = bodies.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }).end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
