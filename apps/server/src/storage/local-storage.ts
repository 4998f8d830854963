import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, isSafeKey, type TListedObject, type TStorage } from './storage.ts';

const metaPath = (file: string) => `${file}.meta.json`;

/** Objects are plain files under `root`; a put writes a temp file and renames it into place. */
const READ_CHUNK_BYTES = 512 * 1024;

export function createLocalStorage(root: string): TStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    driver: 'local',
    async put(key, body, contentType) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.part`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body);
        else await pipeline(body, createWriteStream(temp));
        if (contentType) await writeFile(metaPath(target), JSON.stringify({ contentType }));
        // rename is atomic: readers see the old file or the new one, never half of one.
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async importFile(key, path, contentType) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      if (contentType) await writeFile(metaPath(target), JSON.stringify({ contentType }));
      try {
        // Same disk: an atomic rename, no copy, however large the video.
        await rename(path, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await this.put(key, createReadStream(path), contentType);
        await rm(path, { force: true });
      }
    },
    async stat(key) {
      const file = pathOf(key);
      const s = await stat(file).catch(() => null);
      if (!s?.isFile()) return null;
      const meta = await readFile(metaPath(file), 'utf8').catch(() => null);
      const contentType = meta
        ? (JSON.parse(meta) as { contentType?: string }).contentType
        : undefined;
      return { size: s.size, contentType };
    },
    async read(key, range) {
      const file = pathOf(key);
      // Video is read in large chunks: the default 64 KiB makes a full-file read cost many more
      // reads and socket writes than @fastify/static's (issue 12, bench/streaming.bench.ts).
      return createReadStream(file, { ...range, highWaterMark: READ_CHUNK_BYTES });
    },
    async list(prefix) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      const objects: TListedObject[] = [];
      for (const entry of entries) {
        // Content-type sidecars and half-written puts are not objects.
        if (!entry.isFile() || entry.name.endsWith('.meta.json') || entry.name.endsWith('.part'))
          continue;
        const file = join(entry.parentPath, entry.name);
        const key = relative(root, file).split(sep).join('/');
        if (!key.startsWith(prefix) || !isSafeKey(key)) continue;
        const s = await stat(file).catch(() => null);
        if (s) objects.push({ key, modifiedAt: s.mtime });
      }
      return objects;
    },
    async delete(key) {
      const file = pathOf(key);
      await rm(file, { force: true });
      await rm(metaPath(file), { force: true });
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
