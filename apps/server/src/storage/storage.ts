import type { Readable } from 'node:stream';

export type TStoredObject = { size: number; contentType: string | undefined };
export type TListedObject = { key: string; modifiedAt: Date };

/**
 * Where videos live. Keys look like `videos/{category}/{project}/{section}/{lesson}`.
 * The local driver writes under DATA_DIR/storage; the S3 driver (S3_BUCKET) implements the
 * same contract and hands out presigned URLs instead of server-signed ones.
 */
export type TStorage = {
  readonly driver: 'local' | 's3';
  put(key: string, body: Readable | Buffer, contentType?: string): Promise<void>;
  /** Moves a finished file (an upload) into the store under `key`; the file is gone afterwards. */
  importFile(key: string, path: string, contentType?: string): Promise<void>;
  stat(key: string): Promise<TStoredObject | null>;
  /** A byte range, inclusive, as HTTP Range uses it. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (e.g. `videos/`), for the orphan clean-up. */
  list(prefix: string): Promise<TListedObject[]>;
  /** Throws when the store does not answer (GET /api/health). */
  ping(): Promise<void>;
  /** S3 only: a URL the browser fetches the object from directly, valid for `ttlSeconds`. */
  presignedUrl?(key: string, ttlSeconds: number): Promise<string>;
  /** S3 only: presignedUrl for many keys at once, in their order (much faster than one by one). */
  presignedUrls?(keys: string[], ttlSeconds: number): Promise<string[]>;
  /** S3 only: a server-side copy of an object already in the bucket (a finished tus upload). */
  copyFrom?(sourceKey: string, key: string, contentType?: string): Promise<void>;
};

/** False for keys that could escape the storage root or name nothing. */
export const isSafeKey = (key: string) =>
  Boolean(key) &&
  !key.startsWith('/') &&
  !key.includes('\\') &&
  !key.includes('\0') &&
  !key.split('/').some((part) => part === '' || part === '.' || part === '..');

export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

export const videoKey = (category: string, project: string, section: string, lesson: number) =>
  `videos/${category}/${project}/${section}/${lesson}`;
