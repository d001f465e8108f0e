import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A file as a browser's form sends it: its name and declared type are the client's word only. */
export interface UploadPart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** POSTs files as multipart/form-data (field `file`, plus any other fields) with a staff cookie. */
export async function uploadFiles(
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  cookie: string | null,
  parts: UploadPart[],
  { fields = {}, headers = {} }: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const part of parts) form.append('file', new File([new Uint8Array(part.bytes)], part.name, { type: part.type }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await app.request('/api/admin/media', {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), origin: 'http://localhost', ...headers },
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}

/** A small photo-like picture in a format (a gradient, so lossy coding has something to do). */
export async function picture(format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', { width = 64, height = 48 }: { width?: number; height?: number } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([(x * 255) / width, (y * 255) / height, 90], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

/** An animated GIF of three 16 × 12 frames. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(['#b03a2e', '#3e4c2e', '#2e4cb0'].map((background) => sharp({ create: { width: 16, height: 12, channels: 3, background } }).raw().toBuffer()));
  return sharp(Buffer.concat(frames), { raw: { width: 16, height: 36, channels: 3, pageHeight: 12 } }).gif().toBuffer();
}

/**
 * A "decompression bomb": a PNG a few kilobytes long that declares `side` × `side` pixels of one
 * colour (black and white, one bit a pixel). Built by hand, so making it decodes nothing either.
 */
export function pngBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  // Every row: filter byte 0 and side / 8 zero bytes, deflated together.
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG with a camera's EXIF (maker, owner, GPS position) that says "turn me 90° clockwise". */
export async function cameraJpeg(): Promise<Buffer> {
  return sharp(await picture('png', { width: 40, height: 20 }))
    .jpeg()
    .withExif({
      IFD0: { Make: 'TabirCam', Copyright: 'Taras Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '30/1 31/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const svgPicture = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
