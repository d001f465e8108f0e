import { Transform, type TransformCallback } from 'node:stream';

/**
 * Passes bytes through in fewer, larger pieces: everything written in one turn of the event loop
 * goes on as one chunk. React writes a page in pieces of about 2 KB, and each piece otherwise
 * travels alone through the web stream of the Response and its own socket write.
 */
export class CoalescingStream extends Transform {
  private pending: Uint8Array[] = [];
  private scheduled = false;
  private readonly onEnd: () => void;

  /** `onEnd` runs once the last byte has been written in. */
  constructor(onEnd: () => void = () => {}) {
    super();
    this.onEnd = onEnd;
  }

  override _transform(chunk: Uint8Array, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.passOn());
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.passOn();
    this.onEnd();
    callback();
  }

  private passOn(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    this.push(this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending));
    this.pending = [];
  }
}
