import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';
import { databaseFileStore, fileStoreOf, type NewStoredFile } from './media.storage.ts';
import { describeUpload, type StoredUpload } from './media.upload.ts';

/**
 * Keeps prepared uploads (media.upload.ts) in the configured store, with an audit entry
 * (`media.upload`) each. In the database the files and their entries commit together; in a bucket
 * the objects are written first, so an entry never names a missing file (a failure in between
 * leaves an object nobody links to, harmless under its content-addressed name).
 */
export async function saveUploads(
  { db, config }: { db: Database; config: Config },
  { files, actor, ip, now }: { files: (NewStoredFile & { width: number; height: number })[]; actor: AuditActor; ip: string | null; now: Date },
): Promise<StoredUpload[]> {
  const store = fileStoreOf({ db, config });
  if (store.kind !== 'database') for (const file of files) await store.put(file);
  await db.transaction(async (tx) => {
    const inTransaction = store.kind === 'database' ? databaseFileStore(tx) : null;
    for (const file of files) {
      await inTransaction?.put(file);
      await recordAudit(tx, {
        actor,
        action: 'media.upload',
        entity: { type: 'stored_file', id: file.path },
        before: null,
        after: { ...describeUpload(file), sha256: file.sha256, storage: store.kind },
        ip,
        at: now,
      });
    }
  });
  return files.map(describeUpload);
}
