import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type StoredEncoding = 'br' | 'gzip' | 'identity';

export interface EncodedBodies {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Both compressions once, when a page is stored (on libuv's threads, off the rendering one), at
 * high settings: every later hit sends them as they are.
 */
export async function encodeBodies(identity: Buffer): Promise<EncodedBodies> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  return { identity, gzip: gz, br };
}

/** The best stored encoding Accept-Encoding allows (q-values and `*` honoured): br, then gzip, then none. */
export function chooseEncoding(acceptEncoding: string | undefined): StoredEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}
