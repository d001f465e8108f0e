import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { s3FileStore } from './media.s3.ts';

/** A file as a store gives it back. */
export interface StoredObject {
  body: Buffer;
  type: string;
}

/** A file to keep: its bytes and what was learnt of them on upload. */
export interface NewStoredFile {
  path: string;
  contentType: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
  sha256: string;
}

/**
 * Where uploaded files live so that every server process reads them: the database (default) or an
 * S3-compatible bucket (S3_BUCKET). Paths are content-addressed: a path, once written, always
 * names the same bytes, so writing it again is a no-op and any copy of it may be cached forever.
 */
export interface FileStore {
  readonly kind: 'database' | 's3';
  put(file: NewStoredFile): Promise<void>;
  get(path: string): Promise<StoredObject | null>;
}

export function databaseFileStore(db: Database): FileStore {
  return {
    kind: 'database',
    async put(file) {
      await db
        .insert(storedFiles)
        .values({ path: file.path, contentType: file.contentType, bytes: file.bytes, size: file.bytes.byteLength, width: file.width, height: file.height, sha256: file.sha256 })
        .onConflictDoNothing({ target: storedFiles.path });
    },
    async get(path) {
      const [row] = await db.select({ body: storedFiles.bytes, type: storedFiles.contentType }).from(storedFiles).where(eq(storedFiles.path, path));
      return row ?? null;
    },
  };
}

// One S3 client per configuration: it keeps its connections between requests.
const s3Stores = new WeakMap<Config, FileStore>();

/**
 * The store this configuration names: S3 when S3_BUCKET is set, else the database. With S3, what
 * the bucket lacks is still looked for in the database, so uploads made before the bucket was
 * configured stay served.
 */
export function fileStoreOf({ db, config }: { db: Database; config: Config }): FileStore {
  const database = databaseFileStore(db);
  if (!config.S3_BUCKET) return database;
  let bucket = s3Stores.get(config);
  if (!bucket) {
    bucket = s3FileStore(config);
    s3Stores.set(config, bucket);
  }
  const s3 = bucket;
  return { kind: 's3', put: (file) => s3.put(file), get: async (path) => (await s3.get(path)) ?? database.get(path) };
}

/** Where a request finds a stored file: the local disk first, then the shared store. */
export interface StorageSources {
  /** DATA_DIR/storage: the files shipped or seeded with the shop. */
  storageDir: string;
  /** DATA_DIR/media-cache: this process's copies of what the store gave it. */
  cacheDir: string;
  store: FileStore;
}

/** The paths uploads are stored at (media.upload.ts): `uploads/{yyyy}/{mm}/{32 hex}.{webp|gif}`. */
export const uploadPathPattern = /^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(webp|gif)$/;

/**
 * A stored file's bytes, or null; `path` must have passed `isSafeStoragePath` (media.service.ts).
 * The local disk is asked first: the files shipped or seeded with the shop are there and cost no
 * round trip; uploads live under their own `uploads/` paths, so the two never name the same file
 * and the store is asked only on a miss. What the store gives is kept in this process's cache
 * (its paths never change their bytes).
 */
export async function readOriginal(sources: StorageSources, path: string, type: string): Promise<StoredObject | null> {
  const onDisk = await readFile(join(sources.storageDir, path)).catch(() => null);
  if (onDisk) return { body: onDisk, type };
  // Only an upload's own path is asked of the store: any other miss costs no query or S3 request.
  if (!uploadPathPattern.test(path)) return null;
  const cached = join(sources.cacheDir, 'originals', path);
  const copy = await readFile(cached).catch(() => null);
  if (copy) return { body: copy, type };
  const stored = await sources.store.get(path);
  if (!stored) return null;
  await writeAtomically(cached, stored.body);
  return { body: stored.body, type };
}

/** Write then rename, so a concurrent reader never sees half a file; the last rename wins with the same bytes. */
export async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file).catch(() => rm(temporary, { force: true }));
}
