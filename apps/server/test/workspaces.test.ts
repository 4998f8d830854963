import {
  DEFAULT_TIME_ZONE,
  formatDateTime,
  projectStarterFiles,
  sortedFiles,
  versionLabel,
  WORKSPACE_LIMITS,
} from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectWorkspace, workspaceVersion } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { caller, filesSaying, learnerAs, portfolio, wsUrl } from './workspace-helpers.ts';

/** My project (modules/workspaces, decisions/039): reads, saves, versions, restore, download. */
let app: TTestApp;
let call: ReturnType<typeof caller>;
let project: Awaited<ReturnType<typeof portfolio>>;

withTestApp(
  { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '10000' } },
  async (built) => {
    app = built;
    call = caller(app);
    await seedIfEmpty(app.db, app.storage, { info: () => {} });
    project = await portfolio(app);
  },
);

afterEach(() => {
  vi.useRealTimers();
});

type TVersion = { id: string; kind: string; label: string; createdAt: string; fileCount: number };
const versionsOf = async (cookie: string): Promise<TVersion[]> =>
  (await call('GET', wsUrl('/versions'), cookie)).json().versions;
const save = (cookie: string, baseRevision: number, text: string) =>
  call('PUT', wsUrl(), cookie, { baseRevision, files: filesSaying(text) });

describe('My project: the first read', () => {
  it('starts from the first exercise’s starter files, with one "start" version, privately', async () => {
    const { cookie } = await learnerAs(app);
    const res = await call('GET', wsUrl(), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const starter = projectStarterFiles(project.title, project.firstExercise);
    expect(project.firstExercise).not.toBeNull();
    expect(res.json()).toMatchObject({
      project: { id: project.id, category: 'web', slug: 'portfolio', title: project.title },
      revision: 0,
      files: sortedFiles(starter),
    });
    const versions = await versionsOf(cookie);
    expect(versions).toEqual([
      expect.objectContaining({ kind: 'start', label: versionLabel('start') }),
    ]);
    expect(versions[0]?.fileCount).toBe(starter.length);
    // A second read changes nothing.
    expect((await call('GET', wsUrl(), cookie)).json().revision).toBe(0);
    expect(await versionsOf(cookie)).toHaveLength(1);
  });

  it('is made once when several first reads race', async () => {
    const { cookie, userId } = await learnerAs(app);
    const reads = await Promise.all(Array.from({ length: 5 }, () => call('GET', wsUrl(), cookie)));
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await app.db
      .select()
      .from(workspaceVersion)
      .where(eq(workspaceVersion.userId, userId));
    expect(rows.map((r) => r.kind)).toEqual(['start']);
  });
});

describe('My project: saving', () => {
  it('saves in place from the stored revision, and the next read has the files', async () => {
    const { cookie } = await learnerAs(app);
    await call('GET', wsUrl(), cookie);
    const saved = await save(cookie, 0, 'one');
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    expect(saved.json()).toMatchObject({ revision: 1, kept: null });
    const again = await save(cookie, 1, 'two');
    expect(again.json()).toMatchObject({ revision: 2, kept: null });
    const read = (await call('GET', wsUrl(), cookie)).json();
    expect(read).toMatchObject({ revision: 2, files: sortedFiles(filesSaying('two')) });
    // The start version was just made: typing this soon makes no "edit" version.
    expect((await versionsOf(cookie)).map((v) => v.kind)).toEqual(['start']);
  });

  it('saves before any read too: the workspace is made from the starter files first', async () => {
    const { cookie } = await learnerAs(app);
    expect((await save(cookie, 0, 'first')).json()).toMatchObject({ revision: 1, kept: null });
    expect((await versionsOf(cookie)).map((v) => v.kind)).toEqual(['start']);
  });

  it('from a stale revision, keeps the stored copy as a "kept" version, then saves', async () => {
    const { cookie } = await learnerAs(app);
    await save(cookie, 0, 'laptop');
    const res = await save(cookie, 0, 'phone');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      revision: 2,
      kept: { kind: 'kept', label: versionLabel('kept') },
    });
    const kept = (await call('GET', wsUrl(`/versions/${body.kept.id}`), cookie)).json();
    expect(kept.files).toEqual(sortedFiles(filesSaying('laptop')));
    expect((await call('GET', wsUrl(), cookie)).json().files).toEqual(
      sortedFiles(filesSaying('phone')),
    );
    expect((await versionsOf(cookie)).map((v) => v.kind)).toEqual(['kept', 'start']);
  });

  it('makes at most one "edit" version per five minutes of typing', async () => {
    const start = Date.now();
    const { cookie } = await learnerAs(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = (minutes: number) => vi.setSystemTime(start + minutes * 60_000);
    at(0);
    await call('GET', wsUrl(), cookie);
    at(1);
    await save(cookie, 0, 'a');
    at(5);
    await save(cookie, 1, 'b'); // five minutes after the start version
    at(9);
    await save(cookie, 2, 'c');
    at(10.5);
    await save(cookie, 3, 'd');
    const versions = await versionsOf(cookie);
    expect(versions.map((v) => v.kind)).toEqual(['edit', 'edit', 'start']);
    expect(versions.map((v) => Date.parse(v.createdAt) - start)).toEqual([
      10.5 * 60_000,
      5 * 60_000,
      0,
    ]);
    const newest = (await call('GET', wsUrl(`/versions/${versions[0]?.id}`), cookie)).json();
    expect(newest.files).toEqual(sortedFiles(filesSaying('d')));
  });

  it(`keeps at most ${WORKSPACE_LIMITS.versions} versions: the oldest "edit" goes first`, async () => {
    const { cookie, userId } = await learnerAs(app);
    await call('GET', wsUrl(), cookie);
    const owner = { userId, projectId: project.id };
    const hourAgo = Date.now() - 3_600_000;
    await app.db.insert(workspaceVersion).values(
      Array.from({ length: WORKSPACE_LIMITS.versions - 1 }, (_, i) => ({
        ...owner,
        kind: i === 0 ? ('step' as const) : ('edit' as const),
        label: `old ${i}`,
        files: filesSaying(`old ${i}`),
        createdAt: new Date(hourAgo + i * 1000),
      })),
    );
    expect(await versionsOf(cookie)).toHaveLength(WORKSPACE_LIMITS.versions);
    // Past the start version's five minutes: this save makes an "edit", one too many.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const saved = await save(cookie, 0, 'new');
    expect(saved.json()).toMatchObject({ revision: 1, kept: null });
    const versions = await versionsOf(cookie);
    expect(versions).toHaveLength(WORKSPACE_LIMITS.versions);
    const labels = versions.map((v) => v.label);
    expect(labels[0]).toBe(versionLabel('edit'));
    // The oldest edit ("old 1") went; the start and the older step stayed.
    expect(labels).not.toContain('old 1');
    expect(labels).toEqual(expect.arrayContaining(['old 0', 'old 2', versionLabel('start')]));
  });

  it('two saves from the same revision at once: one in place, the other keeps its copy', async () => {
    for (const readFirst of [true, false]) {
      const { cookie, userId } = await learnerAs(app);
      if (readFirst) await call('GET', wsUrl(), cookie);
      const [a, b] = await Promise.all([save(cookie, 0, 'tab A'), save(cookie, 0, 'tab B')]);
      const answers = [a, b].map((r) => r.json());
      expect([a, b].map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers.map((x) => x.revision).sort()).toEqual([1, 2]);
      const first = answers.find((x) => x.revision === 1);
      const second = answers.find((x) => x.revision === 2);
      expect(first.kept).toBeNull();
      expect(second.kept).toMatchObject({ kind: 'kept' });
      const kept = (await call('GET', wsUrl(`/versions/${second.kept.id}`), cookie)).json();
      const stored = (await call('GET', wsUrl(), cookie)).json();
      // The kept copy is the first save's files, the stored ones the second's.
      expect([kept.files, stored.files]).toContainEqual(sortedFiles(filesSaying('tab A')));
      expect([kept.files, stored.files]).toContainEqual(sortedFiles(filesSaying('tab B')));
      expect(stored.revision).toBe(2);
      const rows = await app.db
        .select({ n: projectWorkspace.revision })
        .from(projectWorkspace)
        .where(
          and(eq(projectWorkspace.userId, userId), eq(projectWorkspace.projectId, project.id)),
        );
      expect(rows).toEqual([{ n: 2 }]);
      expect((await versionsOf(cookie)).map((v) => v.kind).sort()).toEqual(['kept', 'start']);
    }
  });
});

describe('My project: versions, restore and download', () => {
  it('restores a version as a new one, keeping every other', async () => {
    const start = Date.now();
    const { cookie } = await learnerAs(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    await call('GET', wsUrl(), cookie);
    vi.setSystemTime(start + 6 * 60_000);
    await save(cookie, 0, 'good'); // an "edit" version
    vi.setSystemTime(start + 7 * 60_000);
    await save(cookie, 1, 'broken');
    const before = await versionsOf(cookie);
    const good = before.find((v) => v.kind === 'edit');
    if (!good) throw new Error('no edit version');

    const res = await call('POST', wsUrl(`/versions/${good.id}/restore`), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({ revision: 3, files: sortedFiles(filesSaying('good')) });
    const after = await versionsOf(cookie);
    // "broken" was in no version: it is kept first, so the restore loses nothing.
    expect(after).toHaveLength(before.length + 2);
    expect(after.slice(2)).toEqual(before);
    expect(after[1]).toMatchObject({ kind: 'edit', label: versionLabel('edit') });
    const keptBroken = (await call('GET', wsUrl(`/versions/${after[1]?.id}`), cookie)).json();
    expect(keptBroken.files).toEqual(sortedFiles(filesSaying('broken')));
    expect(after[0]).toMatchObject({
      kind: 'restore',
      label: versionLabel(
        'restore',
        `${versionLabel('edit')}, ${formatDateTime(good.createdAt, DEFAULT_TIME_ZONE)}`,
      ),
    });
    // The restored files are the workspace now; the save after goes on from revision 3.
    expect((await save(cookie, 3, 'again')).json()).toMatchObject({ revision: 4, kept: null });
  });

  it('a restore of what a version already holds adds only the restore', async () => {
    const { cookie } = await learnerAs(app);
    await call('GET', wsUrl(), cookie);
    const [start] = await versionsOf(cookie);
    await call('POST', wsUrl(`/versions/${start?.id}/restore`), cookie);
    expect((await versionsOf(cookie)).map((v) => v.kind)).toEqual(['restore', 'start']);
  });

  it('a save that removes a file keeps the copy that had it, when no version does', async () => {
    const start = Date.now();
    const { cookie } = await learnerAs(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    await call('GET', wsUrl(), cookie);
    vi.setSystemTime(start + 60_000);
    const withAbout = [...filesSaying('x'), { path: 'about.html', content: '<p>about me</p>' }];
    await call('PUT', wsUrl(), cookie, { baseRevision: 0, files: withAbout });
    vi.setSystemTime(start + 2 * 60_000);
    const res = await call('PUT', wsUrl(), cookie, { baseRevision: 1, files: filesSaying('x') });
    expect(res.json()).toMatchObject({ revision: 2, kept: null });
    const versions = await versionsOf(cookie);
    expect(versions.map((v) => v.kind)).toEqual(['edit', 'start']);
    const held = (await call('GET', wsUrl(`/versions/${versions[0]?.id}`), cookie)).json();
    expect(held.files.map((f: { path: string }) => f.path)).toContain('about.html');
    // Typing over a file only changes it: within five minutes, no version is made.
    vi.setSystemTime(start + 3 * 60_000);
    await save(cookie, 2, 'y');
    expect(await versionsOf(cookie)).toHaveLength(2);
  });

  it('downloads the files as a zip that unpacks to one folder named after the project', async () => {
    const { cookie } = await learnerAs(app);
    await save(cookie, 0, 'zipped');
    const res = await call('GET', wsUrl('/download'), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="web-portfolio.zip"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const unpacked = Object.fromEntries(
      Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]),
    );
    expect(unpacked).toEqual(
      Object.fromEntries(filesSaying('zipped').map((f) => [`portfolio/${f.path}`, f.content])),
    );
  });
});
