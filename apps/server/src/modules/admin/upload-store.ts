import { join } from 'node:path';
import { sniffVideo, type TVideoType, VIDEO_SNIFF_BYTES } from '@thinkbuild/core';
import { FileStore } from '@tus/file-store';
import { type MetadataValue, S3Store } from '@tus/s3-store';
import { type DataStore, IoRedisKvStore, type KvStore, MemoryKvStore } from '@tus/utils';
import type { FastifyInstance } from 'fastify';
import { REDIS_PREFIX } from '../../redis/redis.ts';
import { s3ClientConfig } from '../../storage/s3-storage.ts';
import type { TUploadedVideo } from '../learning/service.ts';
import { sniffVideoFile } from './video-content.ts';

export type TUploadStore = {
  datastore: DataStore;
  /** tus ids become object keys under `uploads/` in the bucket (S3 only). */
  ids?: { toKey(urlId: string): string; toUrlId(key: string): string };
  video(id: string): TUploadedVideo;
  sniff(id: string): Promise<TVideoType | null>;
  /** Drops what is left of an upload whose bytes were moved into storage. */
  forget(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** Removes unfinished uploads older than the expiry; returns how many. */
  cleanUpExpired(now?: Date): Promise<number>;
};

const PREFIX = 'uploads/';

/** @tus/s3-store's remove() leaves an upload's incomplete last part (`{id}.part`) behind. */
class BucketUploads extends S3Store {
  override async remove(id: string) {
    await super.remove(id);
    await this.deleteIncompletePart(id);
  }
}

/**
 * The tus data store: local files in DATA_DIR/uploads (one server), or multipart uploads in the
 * S3 bucket (any number of servers; an upload started on one resumes on another). Either way
 * the bytes stream through in bounded pieces, never whole in memory.
 */
export function createUploadStore(app: FastifyInstance): TUploadStore {
  const { config, storage } = app;
  const expiry = config.uploadExpiryHours * 3_600_000;
  if (config.s3) {
    // Upload metadata cache: shared when Redis is there, else per process (it only caches what
    // the bucket holds, so a miss costs one HEAD).
    const cache: KvStore<MetadataValue> = app.redis
      ? new IoRedisKvStore(app.redis.client, `${REDIS_PREFIX}tus-s3:`)
      : new MemoryKvStore();
    const store = new BucketUploads({
      s3ClientConfig: { bucket: config.s3.bucket, ...s3ClientConfig(config.s3) },
      partSize: 8 * 1024 * 1024,
      // Parts wait in temp files, a few at a time: memory per upload stays small.
      maxConcurrentPartUploads: 4,
      expirationPeriodInMilliseconds: expiry,
      // Tags mark expiry for bucket lifecycle rules; not every S3-compatible store has them.
      useTags: false,
      cache,
    });
    return {
      datastore: store,
      ids: {
        toKey: (urlId) => `${PREFIX}${urlId}`,
        toUrlId: (key) => key.slice(PREFIX.length),
      },
      video: (id) => ({ objectKey: id }),
      async sniff(id) {
        const head = await storage.read(id, { start: 0, end: VIDEO_SNIFF_BYTES - 1 });
        const chunks: Buffer[] = [];
        for await (const chunk of head) chunks.push(chunk as Buffer);
        return sniffVideo(new Uint8Array(Buffer.concat(chunks)));
      },
      async forget(id) {
        await Promise.all([storage.delete(id), storage.delete(`${id}.info`)]);
        await cache.delete(id);
      },
      async remove(id) {
        await store.remove(id).catch(() => this.forget(id));
      },
      cleanUpExpired: () => store.deleteExpired(),
    };
  }
  const store = new FileStore({
    directory: config.uploadDir,
    expirationPeriodInMilliseconds: expiry,
  });
  return {
    datastore: store,
    video: (id) => ({ path: join(config.uploadDir, id) }),
    sniff: (id) => sniffVideoFile(join(config.uploadDir, id)),
    forget: (id) => store.configstore.delete(id),
    remove: (id) => store.remove(id),
    async cleanUpExpired(now = new Date()) {
      const ids = (await store.configstore.list?.()) ?? [];
      let removed = 0;
      for (const id of ids) {
        const info = await store.configstore.get(id);
        const started = info?.creation_date ? new Date(info.creation_date).getTime() : 0;
        if (now.getTime() - started > expiry) {
          await store.remove(id).catch(() => store.configstore.delete(id));
          removed++;
        }
      }
      return removed;
    },
  };
}
