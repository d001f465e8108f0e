import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import '../../../app/locales/admin-media/index.ts';
import { translator } from '../../../common/i18n.ts';
import type { Config } from '../../config.ts';
import { errorBody, fieldError, HttpError } from '../../http/errors.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { requestOriginOf } from '../staff/staff.request.ts';
import { saveUploads } from './media.admin.ts';
import { maxFilesPerUpload, maxUploadPixels, prepareUpload, type PreparedUpload } from './media.upload.ts';
import { isMultipart } from '../../http/multipart.ts';

const uploadPath = '/api/admin/media';

/** An upload: the API's 64 KB limit of JSON bodies is not for it (it has its own, below). */
export const isMediaUpload = (c: Context) => c.req.method === 'POST' && c.req.path === uploadPath;

const megabyte = 1024 * 1024;
/** The largest file (UPLOAD_MAX_MB), in bytes. */
export const maxUploadBytes = (config: Config) => Math.floor(config.UPLOAD_MAX_MB * megabyte);
/** The largest request: several files of the largest size, so a too-big file gets its own message. */
export const maxUploadRequestBytes = (config: Config) => 4 * maxUploadBytes(config) + 64 * 1024;

/** The body's size, checked after the staff guard: an anonymous request is never read at all. */
const uploadBodyLimit: MiddlewareHandler<StaffEnv> = (c, next) =>
  bodyLimit({
    maxSize: maxUploadRequestBytes(c.var.deps.config),
    onError: (c) => {
      const max = Number((maxUploadRequestBytes(c.var.deps.config) / megabyte).toFixed(1));
      return c.json(errorBody(translator(c.var.staff.locale)('adminMedia.errors.tooLarge', { max })), 413);
    },
  })(c, next);

/** A name a client sent, fit to quote in a message. */
const shownName = (name: string) => name.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 120) || '—';

/** /api/admin/media: pictures uploaded for the catalogue, the news and the site, by staff with 'catalog'. */
export const mediaAdminApi = new Hono<StaffEnv>().post('/', requireStaff('catalog'), uploadBodyLimit, async (c) => {
  const t = translator(c.var.staff.locale);
  const { config, now } = c.var.deps;
  if (!isMultipart(c.req.header('content-type'))) throw new HttpError(415, t('adminMedia.errors.multipartOnly'));
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw fieldError('body', t('adminMedia.errors.malformed'));
  }
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (name !== 'file') throw fieldError(name, t('adminMedia.errors.unknownField'));
    if (typeof value === 'string') throw fieldError('file', t('adminMedia.errors.notAFile'));
    files.push(value);
  }
  if (files.length === 0) throw fieldError('file', t('adminMedia.errors.noFile'));
  if (files.length > maxFilesPerUpload) throw fieldError('file', t('adminMedia.errors.tooMany', { max: maxFilesPerUpload }));

  // One at a time: each decoded picture may take a few hundred megabytes.
  const at = now();
  const prepared: PreparedUpload[] = [];
  const params: Record<string, string[]> = {};
  let firstRefusal: string | undefined;
  for (const [index, file] of files.entries()) {
    const result = await prepareUpload(Buffer.from(await file.arrayBuffer()), { maxBytes: maxUploadBytes(config), now: at });
    prepared.push(result);
    if (result.ok) continue;
    const max = result.reason === 'tooManyPixels' ? maxUploadPixels / 1_000_000 : config.UPLOAD_MAX_MB;
    const message = t(`adminMedia.errors.${result.reason}`, { name: shownName(file.name), max });
    params[`file.${index}`] = [message];
    firstRefusal ??= message;
  }
  // All or nothing: the editor sends the batch again without the refused files.
  if (firstRefusal !== undefined) throw new HttpError(422, firstRefusal, { params });

  const stored = await saveUploads(c.var.deps, {
    files: prepared.flatMap((result) => (result.ok ? [result.file] : [])),
    actor: c.var.staff,
    ip: requestOriginOf(c).ip,
    now: at,
  });
  return c.json({ data: { files: stored } }, 201);
});
