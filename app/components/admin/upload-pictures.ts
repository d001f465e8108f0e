// Sends chosen pictures to POST /api/admin/media from the browser, as many per request as the
// call takes. The call refuses a batch with any bad file (naming each); the batch then goes again
// without them, so the good ones are kept and every refusal is reported.
import type { TFunction } from 'i18next';
import type { UploadLimits } from '../../../common/admin-media.ts';
import '../../locales/admin-media/index.ts';

export interface StoredPicture {
  path: string;
  width: number;
  height: number;
}

interface UploadAnswer {
  data?: { files: StoredPicture[] };
  errors?: { message: string; params?: Record<string, string[]> };
}

async function send(files: File[]): Promise<{ status: number; answer: UploadAnswer }> {
  const form = new FormData();
  for (const file of files) form.append('file', file);
  const response = await fetch('/api/admin/media', { method: 'POST', body: form, credentials: 'same-origin' });
  const answer = (await response.json().catch(() => ({}))) as UploadAnswer;
  return { status: response.status, answer };
}

export async function uploadPictures(files: File[], limits: Pick<UploadLimits, 'filesPerUpload'>, t: TFunction): Promise<{ stored: StoredPicture[]; problems: string[] }> {
  const stored: StoredPicture[] = [];
  const problems: string[] = [];
  for (let start = 0; start < files.length; start += limits.filesPerUpload) {
    let batch = files.slice(start, start + limits.filesPerUpload);
    while (batch.length > 0) {
      let result: Awaited<ReturnType<typeof send>>;
      try {
        result = await send(batch);
      } catch {
        problems.push(t('adminMedia.upload.offline'));
        return { stored, problems };
      }
      if (result.status === 201 && result.answer.data) {
        stored.push(...result.answer.data.files);
        break;
      }
      const refused = Object.entries(result.answer.errors?.params ?? {}).flatMap(([field, messages]) => {
        const index = /^file\.(\d+)$/.exec(field);
        return index ? [{ index: Number(index[1]), messages }] : [];
      });
      if (result.status !== 422 || refused.length === 0) {
        // Not a refusal of single files (too large together, signed out…): the batch stops here.
        problems.push(result.answer.errors?.message ?? t('adminMedia.upload.failed'));
        break;
      }
      problems.push(...refused.flatMap((file) => file.messages));
      const bad = new Set(refused.map((file) => file.index));
      batch = batch.filter((_, index) => !bad.has(index));
    }
  }
  return { stored, problems };
}
