import { importModeSchema, maxImportBytes, maxImportRows, type ImportMode } from '../../../common/admin-products-import.ts';
import type { TFunction } from 'i18next';
import type { ImportRefusal } from './products.import.ts';
import { isMultipart } from '../../http/multipart.ts';

/** The largest request: the largest file and the form's few other fields. */
const maxRequestBytes = maxImportBytes + 64 * 1024;

export type ImportUpload = { ok: true; bytes: Buffer; name: string; mode: ImportMode } | { ok: false; field: string; message: string };

/**
 * The price list a form sent (fields `file` and `mode`), read only up to the size limit: the API
 * and the import page both take it so. Call it once the member of staff is checked.
 */
export async function readImportUpload(request: Request, t: TFunction): Promise<ImportUpload> {
  const refuse = (field: string, key: string, vars: Record<string, unknown> = {}): ImportUpload => ({ ok: false, field, message: t(`adminProductsImport.errors.${key}`, vars) });
  const tooLarge = () => refuse('file', 'tooLarge', { max: maxImportBytes / 1024 / 1024 });
  if (!isMultipart(request.headers.get('content-type'))) return refuse('body', 'multipartOnly');
  if (Number(request.headers.get('content-length') ?? 0) > maxRequestBytes) return tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxRequestBytes) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    return refuse('body', 'malformed');
  }
  let file: File | undefined;
  for (const [name, value] of form.entries()) {
    if (name === 'mode') continue;
    if (name !== 'file') return refuse(name, 'unknownField');
    if (typeof value === 'string') return refuse('file', 'notAFile');
    file = value;
  }
  if (!file || file.size === 0) return refuse('file', 'noFile');
  if (file.size > maxImportBytes) return tooLarge();
  const mode = importModeSchema.safeParse({ mode: form.get('mode') ?? undefined });
  if (!mode.success) return { ok: false, field: 'mode', message: t('validations.invalid') };
  // A name is only shown back: no path, no control characters, not too long.
  const name = file.name.replace(/^.*[\\/]/, '').replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 120) || 'upload';
  return { ok: true, bytes: Buffer.from(await file.arrayBuffer()), name, mode: mode.data.mode };
}

/** A refused file's message, in the member's language. */
export const refusalMessage = (refusal: ImportRefusal, t: TFunction): string =>
  t(`adminProductsImport.errors.${refusal.reason}`, { column: 'column' in refusal ? refusal.column : '', max: maxImportRows });
