import sharp from 'sharp';

/**
 * A looping animated GIF of SVG frames, `width` px wide, in a few flat colours: the demo shop's
 * example of a file served as it is (the resizer would keep only its first frame).
 */
export async function animatedGif(frames: string[], width: number): Promise<Buffer> {
  const pictures = await Promise.all(frames.map((frame) => sharp(Buffer.from(frame)).resize({ width }).png().toBuffer()));
  return sharp(pictures, { join: { animated: true } }).gif({ delay: 700, loop: 0, colours: 16, dither: 0, effort: 10 }).toBuffer();
}
