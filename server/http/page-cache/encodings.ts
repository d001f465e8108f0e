import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding } from '../accept-encoding.ts';

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
export function chooseEncoding(acceptEncoding: string | null | undefined): StoredEncoding {
  return preferredEncoding(acceptEncoding, ['br', 'gzip'] as const) ?? 'identity';
}
