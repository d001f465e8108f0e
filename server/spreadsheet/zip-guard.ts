import { inflateRawSync } from 'node:zlib';

/** What an XLSX (a zip) may hold once unpacked: more is a decompression bomb, not a price list. */
export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

export type ZipCheck = { ok: true } | { ok: false; reason: 'notZip' | 'tooBig' };

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;

/**
 * Reads the zip's directory and unpacks each entry with a ceiling on its output (zlib's
 * maxOutputLength), so neither a lying size in the directory nor a tiny file that inflates to
 * gigabytes gets past; the spreadsheet reader only ever sees an archive within the limits.
 */
export function checkZip(bytes: Buffer, limits: ZipLimits): ZipCheck {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length || bytes.readUInt32LE(end) !== endOfDirectory) return { ok: false, reason: 'notZip' };
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (entries > limits.maxEntries) return { ok: false, reason: 'tooBig' };
  let budget = limits.maxUnpackedBytes;
  try {
    for (let index = 0; index < entries; index += 1) {
      if (bytes.readUInt32LE(at) !== directoryEntry) return { ok: false, reason: 'notZip' };
      const method = bytes.readUInt16LE(at + 10);
      const packed = bytes.readUInt32LE(at + 20);
      const declared = bytes.readUInt32LE(at + 24);
      const local = bytes.readUInt32LE(at + 42);
      at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
      // Zip64 (sizes of 4 GB and more) has no place in a price list.
      if (packed === 0xffffffff || declared === 0xffffffff || declared > budget) return { ok: false, reason: 'tooBig' };
      if (bytes.readUInt32LE(local) !== localHeader) return { ok: false, reason: 'notZip' };
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(start, start + packed);
      if (method === 0) budget -= data.length;
      else if (method === 8) budget -= inflateRawSync(data, { maxOutputLength: Math.max(budget, 1) }).length;
      else return { ok: false, reason: 'notZip' };
      if (budget < 0) return { ok: false, reason: 'tooBig' };
    }
  } catch (error) {
    // zlib's ceiling says "Cannot create a Buffer larger than …" (ERR_BUFFER_TOO_LARGE); anything
    // else (an offset past the end of a cut-off file, a broken stream) is a damaged archive.
    return { ok: false, reason: (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooBig' : 'notZip' };
  }
  return { ok: true };
}
