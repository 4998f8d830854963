import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordLessonLength, videoKeyOfLesson } from '../learning/service.ts';
import { makeCovers, makePoster, probeSource, renditionNames, transcodeHls } from './ffmpeg.ts';
import {
  findRendition,
  readyTwin,
  type TRenditionRow,
  type TStoredRendition,
  updateRendition,
} from './repo.ts';

export type TRenditionDeps = {
  db: TDb;
  storage: TStorage;
  log: FastifyBaseLogger;
  ffmpegPath: string;
  ffprobePath: string;
};

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Removes every object under a rendition folder. */
export async function deleteFolder(storage: TStorage, prefix: string) {
  for (const { key } of await storage.list(prefix)) await storage.delete(key);
}

/** Copies the lesson's video to a temp file, hashing it on the way. */
async function download(storage: TStorage, key: string, file: string) {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(await storage.read(key), tap, createWriteStream(file));
  return hash.digest('hex');
}

async function filesUnder(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Puts the ffmpeg output into storage; returns each rendition's total bytes. */
async function upload(storage: TStorage, outDir: string, prefix: string, names: string[]) {
  const bytes = new Map<string, number>();
  for (const file of await filesUnder(outDir)) {
    const rel = relative(outDir, file).split(sep).join('/');
    const body = await readFile(file);
    await storage.put(`${prefix}${rel}`, body, CONTENT_TYPES[extname(file)]);
    const folder = rel.split('/')[0] ?? '';
    if (names.includes(folder)) bytes.set(folder, (bytes.get(folder) ?? 0) + body.length);
  }
  return bytes;
}

/** The same clip was done for another lesson: copy its objects instead of transcoding again. */
async function copyTwin(storage: TStorage, twin: TRenditionRow, prefix: string) {
  for (const { key } of await storage.list(twin.prefix)) {
    const target = `${prefix}${key.slice(twin.prefix.length)}`;
    const type = CONTENT_TYPES[extname(key)];
    if (storage.copyFrom) await storage.copyFrom(key, target, type);
    else {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
      await storage.put(target, Buffer.concat(chunks), type);
    }
  }
}

/**
 * The transcode job (ADR 011): the lesson's video → HLS ladder, poster and the course pages'
 * cover frames (decisions/023) under the row's folder.
 * Idempotent: a rerun after a crash clears the folder and starts over; a row whose lesson has
 * moved on to another video (or is gone) is left alone.
 */
export async function runTranscode(deps: TRenditionDeps, renditionId: string) {
  const { db, storage, log } = deps;
  const row = await findRendition(db, renditionId);
  if (!row || row.status === 'ready') return;
  if ((await videoKeyOfLesson(db, row.lessonId)) !== row.videoKey) return;
  await updateRendition(db, row.id, { status: 'running', progress: 0, error: null });
  const work = await mkdtemp(join(tmpdir(), 'thinkbuild-transcode-'));
  try {
    await deleteFolder(storage, row.prefix);
    const source = join(work, `source-${randomUUID()}`);
    const sha256 = await download(storage, row.videoKey, source);
    const info = await probeSource(source, deps.ffprobePath);
    if (!info) throw new Error('ffprobe could not read a video stream in this file');
    // The lesson header shows the length: lessons seeded or uploaded without ffprobe get it here.
    if (info.durationSeconds) await recordLessonLength(db, row.lessonId, info.durationSeconds);
    const twin = await readyTwin(db, sha256, row.id);
    if (twin) {
      await copyTwin(storage, twin, row.prefix);
      await updateRendition(db, row.id, {
        status: 'ready',
        progress: 100,
        renditions: twin.renditions,
        hasPoster: twin.hasPoster,
        hasCover: twin.hasCover,
        sourceSha256: sha256,
      });
      return;
    }
    const outDir = join(work, 'out');
    let shown = 0;
    let shownAt = 0;
    const started = performance.now();
    await transcodeHls(deps.ffmpegPath, source, outDir, info, (fraction) => {
      const percent = Math.min(95, Math.floor(fraction * 95));
      // A write every 5 % or 3 s at most: progress is for people, not a log.
      if (percent - shown < 5 && Date.now() - shownAt < 3000) return;
      shown = percent;
      shownAt = Date.now();
      void updateRendition(db, row.id, { progress: percent }).catch(() => {});
    });
    await makePoster(deps.ffmpegPath, source, join(outDir, 'poster.jpg'), info);
    await makeCovers(deps.ffmpegPath, source, outDir, info);
    const names = renditionNames(info);
    const sizes = await upload(storage, outDir, row.prefix, names);
    const renditions: TStoredRendition[] = names.map((name) => ({
      name,
      height: name === 'audio' ? null : Number.parseInt(name, 10),
      bytes: sizes.get(name) ?? 0,
    }));
    await updateRendition(db, row.id, {
      status: 'ready',
      progress: 100,
      renditions,
      hasPoster: true,
      hasCover: true,
      sourceSha256: sha256,
    });
    log.info(
      { lesson: row.lessonId, seconds: ((performance.now() - started) / 1000).toFixed(1) },
      'low-data versions ready',
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await updateRendition(db, row.id, { status: 'failed', error: message.slice(0, 1000) });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
