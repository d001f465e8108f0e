/** The image formats uploads take (their bytes decide, never a name or a declared type). */
export const uploadFormats = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type UploadFormat = (typeof uploadFormats)[number];

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');

/** AVIF is an ISO media file (`ftyp` box) whose major or compatible brands include avif or avis. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32BE(0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** The image format the file's first bytes (its magic number) name; null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  const six = ascii(bytes, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** Whether the file is (or starts like) an SVG document: told apart to say why it is refused. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return (head.startsWith('<') && /<svg[\s>/]/.test(head)) || head.startsWith('<?xml');
}
