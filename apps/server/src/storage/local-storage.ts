import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type TStorage } from './storage.ts';

const metaPath = (file: string) => `${file}.meta.json`;

/** Objects are plain files under `root`; a put writes a temp file and renames it into place. */
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
      return range
        ? createReadStream(file, { start: range.start, end: range.end })
        : createReadStream(file);
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
