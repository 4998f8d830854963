import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import {
  access,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, isSafeKey, type TListedObject, type TStorage } from './storage.ts';

const metaPath = (file: string) => `${file}.meta.json`;
const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Runs `create`, which makes a file in `dir`, after making `dir`. Another server's delete may
 * remove the folder while it is still empty (between our mkdir and our file), or a parent of it
 * while the recursive mkdir is between two levels (Node's `recursive` does not retry: ENOENT):
 * then it is made again. An ENOENT while `dir` exists is about something else and is thrown.
 */
export async function inDir<T>(dir: string, create: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      await mkdir(dir, { recursive: true });
      return await create();
    } catch (error) {
      const gone = codeOf(error) === 'ENOENT' && !(await stat(dir).catch(() => null));
      if (!gone || attempt === 5) throw error;
    }
  }
}

/**
 * Removes `dir` and then its parents while they are empty, never `root` or above. rmdir only
 * removes an empty folder, so one that still holds a file (or got one meanwhile) stays; a folder
 * another server removed first (ENOENT) is passed over.
 */
async function removeEmptyFolders(root: string, dir: string) {
  for (let d = dir; d.startsWith(`${root}${sep}`); d = dirname(d)) {
    try {
      await rmdir(d);
    } catch (error) {
      const code = codeOf(error);
      if (code === 'ENOTEMPTY' || code === 'EEXIST') return;
      if (code !== 'ENOENT') throw error;
    }
  }
}

/** Every file under `dir`; folders removed while we walk (a delete elsewhere) are skipped. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR') return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** Objects are plain files under `root`; a put writes a temp file and renames it into place. */
const READ_CHUNK_BYTES = 512 * 1024;

export function createLocalStorage(rootDir: string): TStorage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    driver: 'local',
    async put(key, body, contentType) {
      const target = pathOf(key);
      const temp = `${target}.${randomUUID()}.part`;
      try {
        // The empty temp file holds the folder: a concurrent delete no longer removes it.
        await inDir(dirname(target), () => writeFile(temp, ''));
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
      const meta = contentType && JSON.stringify({ contentType });
      try {
        // Same disk: an atomic rename, no copy, however large the video.
        if (meta) {
          await inDir(dirname(target), () => writeFile(metaPath(target), meta));
          await rename(path, target);
        } else await inDir(dirname(target), () => rename(path, target));
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
      // reads and socket writes than @fastify/static's (bench/streaming.bench.ts).
      return createReadStream(file, { ...range, highWaterMark: READ_CHUNK_BYTES });
    },
    async list(prefix) {
      // Only the folder the prefix names is walked (`renditions/` never reads `videos/`).
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      const start = folder && isSafeKey(folder.slice(0, -1)) ? join(root, folder) : root;
      const objects: TListedObject[] = [];
      for (const file of await filesUnder(start)) {
        // Content-type sidecars and half-written puts are not objects.
        if (file.endsWith('.meta.json') || file.endsWith('.part')) continue;
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
      // The hourly sweeps delete folders file by file: what they empty goes with the last file.
      await removeEmptyFolders(root, dirname(file));
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
