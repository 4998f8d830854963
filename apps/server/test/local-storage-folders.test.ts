import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, rmdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeOrphanRenditions } from '../src/modules/renditions/service.ts';
import { createLocalStorage, inDir } from '../src/storage/local-storage.ts';
import { adminCall, createLesson } from './admin-helpers.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { lessonInput, makeCategories, makeProject } from './factories.ts';
import { readyRenditionRow } from './renditions-helpers.ts';

// ADR 011: the hourly sweep deletes rendition folders file by file; on the local disk the
// folders it empties must go too, and nothing else.

/**
 * A round takes milliseconds. Once (Node 24, CI, 2026-12-04) one never finished and the test only
 * said "timed out in 30000ms": this names the operation that hangs and what the process still
 * waits on (its pending file-system requests, lookups, sockets), so a next time can be read.
 */
async function within<T>(label: string, work: Promise<T>, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const pending = JSON.stringify(process.getActiveResourcesInfo());
      reject(new Error(`${label} did not finish in ${ms} ms; the process waits on ${pending}`));
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the local store removes the folders a delete empties', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'tb-local-folders-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('removes every emptied parent up to the root, never the root, never a folder with files', async () => {
    // A trailing slash on the root must not let the walk climb past it.
    const storage = createLocalStorage(`${root}/`);
    await storage.put('renditions/l1/r1/240p/seg_001.m4s', Buffer.from('x'), 'video/iso.segment');
    await storage.put('renditions/l1/r1/master.m3u8', Buffer.from('x'));
    await storage.put('renditions/l2/r2/master.m3u8', Buffer.from('x'));

    await storage.delete('renditions/l1/r1/240p/seg_001.m4s');
    expect(existsSync(join(root, 'renditions/l1/r1/240p'))).toBe(false);
    // r1 still holds master.m3u8.
    expect(existsSync(join(root, 'renditions/l1/r1/master.m3u8'))).toBe(true);

    await storage.delete('renditions/l1/r1/master.m3u8');
    expect(existsSync(join(root, 'renditions/l1'))).toBe(false);
    expect(await readdir(join(root, 'renditions'))).toEqual(['l2']);

    await storage.delete('renditions/l2/r2/master.m3u8');
    expect(existsSync(join(root, 'renditions'))).toBe(false);
    expect(existsSync(root)).toBe(true);

    // A key at the top, and a delete of something that is not there: the root stays.
    await storage.put('top', Buffer.from('x'));
    await storage.delete('top');
    await storage.delete('renditions/none/none/x');
    expect(existsSync(root)).toBe(true);
    expect(await readdir(root)).toEqual([]);
  });

  it('keeps a folder that holds a file it does not know as an object', async () => {
    const storage = createLocalStorage(root);
    await storage.put('videos/web/p/build/1', Buffer.from('x'));
    // A half-written put of another server (`.part`) keeps its folder.
    await writeFile(join(root, 'videos/web/p/build/2.abc.part'), 'half');
    await storage.delete('videos/web/p/build/1');
    expect(await readdir(join(root, 'videos/web/p/build'))).toEqual(['2.abc.part']);
  });

  it('makes the folder again when another server removed it between mkdir and the first file', async () => {
    const dir = join(root, 'renditions/l/r');
    let calls = 0;
    await inDir(dir, async () => {
      calls++;
      // What a concurrent delete does in that moment: the folder is empty, so it goes.
      if (calls === 1) await rmdir(dir);
      await writeFile(join(dir, 'master.m3u8'), 'x');
    });
    expect(calls).toBe(2);
    expect(await readFile(join(dir, 'master.m3u8'), 'utf8')).toBe('x');
    // An ENOENT about something else (the folder is there) is not retried.
    await expect(inDir(dir, () => readFile(join(dir, 'missing')))).rejects.toThrow(/ENOENT/);
  });

  it('a put never fails when a delete on another server empties the same folder meanwhile', async () => {
    const a = createLocalStorage(root);
    const b = createLocalStorage(root);
    for (let i = 0; i < 150; i++) {
      const dir = `renditions/l/r${i % 3}`;
      await a.put(`${dir}/old`, Buffer.from('old'));
      // b's delete empties the folder (and removes it) while a writes the next file into it.
      const del = b.delete(`${dir}/old`);
      const put = a.put(`${dir}/new-${i}`, Buffer.from('new'));
      await Promise.all([
        within(`round ${i}: b's delete`, del),
        within(`round ${i}: a's put`, put),
      ]);
      expect((await a.stat(`${dir}/new-${i}`))?.size).toBe(3);
      await a.delete(`${dir}/new-${i}`);
    }
    expect(existsSync(join(root, 'renditions'))).toBe(false);
  });

  it('lists only under the prefix, and a listing survives folders removed while it walks', async () => {
    const a = createLocalStorage(root);
    const b = createLocalStorage(root);
    const keys = Array.from({ length: 40 }, (_, i) => `renditions/l${i}/r/360p/seg_${i}.m4s`);
    for (const key of keys) await a.put(key, Buffer.from('x'));
    await a.put('videos/web/p/build/1', Buffer.from('x'));
    const [listed] = await Promise.all([
      a.list('renditions/'),
      Promise.all(keys.slice(20).map((key) => b.delete(key))),
    ]);
    for (const o of listed) expect(o.key.startsWith('renditions/')).toBe(true);
    // Everything not deleted meanwhile is listed.
    const names = listed.map((o) => o.key);
    for (const key of keys.slice(0, 20)) expect(names).toContain(key);
    expect((await a.list('videos/')).map((o) => o.key)).toEqual(['videos/web/p/build/1']);
    expect(await a.list('nothing/')).toEqual([]);
  });
});

describe('the rendition sweep on the local store', () => {
  let app: TTestApp;
  let admin = '';
  let slug = '';
  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await signInAs(app, 'admin')).cookie;
    await makeCategories(app.db);
    slug = (await makeProject(app.db, { title: 'Portfolio' })).slug;
  });
  afterAll(() => app.cleanup());

  const file = (key: string) => join(app.config.storageDir, key);
  const hoursAgo = new Date(Date.now() - 3 * 3_600_000);
  async function leftOver(keys: string[]) {
    for (const key of keys) {
      await mkdir(dirname(file(key)), { recursive: true });
      await writeFile(file(key), 'left over');
      await utimes(file(key), hoursAgo, hoursAgo);
    }
  }

  it('leaves no empty folder behind and keeps the folder a row points at', async () => {
    const number = 1;
    const id = (await createLesson(app, admin, lessonInput(slug, { number }))).id;
    const used = await readyRenditionRow(app, id, `videos/web/${slug}/build/${number}`);
    const deletedLesson = randomUUID();
    const ofDeleted = `renditions/${deletedLesson}/${randomUUID()}/`;
    const ofReplaced = `renditions/${id}/${randomUUID()}/`;
    await leftOver([
      `${used}master.m3u8`,
      `${used}360p/seg_001.m4s`,
      `${ofDeleted}master.m3u8`,
      `${ofDeleted}360p/seg_001.m4s`,
      `${ofDeleted}360p/index.m3u8`,
      `${ofReplaced}poster.jpg`,
      `${ofReplaced}720p/seg_001.m4s`,
    ]);

    const swept = await adminCall(app, admin)('POST', '/api/admin/maintenance/clean-uploads');
    expect(swept.json()).toMatchObject({ renditionsRemoved: 2 });
    // The deleted lesson's whole folder is gone; the replaced video's row folder too, while the
    // lesson's folder stays for the row in use.
    expect(existsSync(file(`renditions/${deletedLesson}`))).toBe(false);
    expect(existsSync(file(ofReplaced))).toBe(false);
    expect(await readdir(file(`renditions/${id}`))).toEqual([used.split('/')[2]]);
    expect(existsSync(file(`${used}360p/seg_001.m4s`))).toBe(true);
    expect(existsSync(app.config.storageDir)).toBe(true);
  });

  it('two servers sweeping at once both finish and leave no empty folder', async () => {
    const folders = Array.from({ length: 6 }, () => `renditions/${randomUUID()}/${randomUUID()}/`);
    await leftOver(
      folders.flatMap((f) => [`${f}master.m3u8`, `${f}240p/index.m3u8`, `${f}240p/seg_001.m4s`]),
    );
    const serverA = { db: app.db, storage: createLocalStorage(app.config.storageDir) };
    const serverB = { db: app.db, storage: createLocalStorage(app.config.storageDir) };
    const [a, b] = await Promise.all([
      removeOrphanRenditions(serverA),
      removeOrphanRenditions(serverB),
    ]);
    // Each counts what it listed; every folder went, whoever took it.
    expect(a + b).toBeGreaterThanOrEqual(folders.length);
    for (const f of folders)
      expect(existsSync(file(f.split('/').slice(0, 2).join('/')))).toBe(false);
    // Only the lesson whose row is in use is left under renditions/.
    expect((await readdir(file('renditions'))).length).toBe(1);
  });
});
