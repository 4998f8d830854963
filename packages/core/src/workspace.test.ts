import { describe, expect, it } from 'vitest';
import {
  canKeepWorkspace,
  editMakesVersion,
  filePathProblem,
  keepsBeforeReplacing,
  languageOfPath,
  projectStarterFiles,
  savesInPlace,
  sortedFiles,
  versionLabel,
  versionsToPrune,
  WORKSPACE_LIMITS,
  workspaceProblem,
} from './workspace.ts';

const page = { path: 'index.html', content: '<h1>Hi</h1>' };

describe('file paths', () => {
  it('takes files in folders with the three languages', () => {
    for (const path of ['index.html', 'css/style.css', 'js/app.js', 'a/b/c/d.mjs', 'about-me.htm'])
      expect(filePathProblem(path), path).toBeNull();
    expect(languageOfPath('js/app.JS')).toBe('javascript');
    expect(languageOfPath('notes.txt')).toBeNull();
  });

  it('refuses what a zip or an address would read another way', () => {
    for (const path of [
      '',
      '../index.html',
      '/index.html',
      '.hidden.js',
      'css//style.css',
      'a b.css',
      'a/b/c/d/e.css',
      'style',
      'notes.txt',
      'css\\style.css',
      `${'a'.repeat(WORKSPACE_LIMITS.path)}.css`,
    ])
      expect(filePathProblem(path), path).not.toBeNull();
  });
});

describe('a workspace', () => {
  it('keeps index.html, different names and the limits', () => {
    expect(workspaceProblem([page, { path: 'css/style.css', content: '' }])).toBeNull();
    expect(workspaceProblem([])).toMatch(/Keep index.html/);
    expect(workspaceProblem([{ path: 'home.html', content: '' }])).toMatch(/Keep index.html/);
    expect(workspaceProblem([page, { path: 'INDEX.html', content: '' }])).toMatch(/already named/);
    expect(workspaceProblem([page, { path: '../x.js', content: '' }])).toMatch(/^\.\.\/x\.js: /);
    const big = { path: 'big.js', content: 'x'.repeat(WORKSPACE_LIMITS.fileBytes + 1) };
    expect(workspaceProblem([page, big])).toMatch(/big\.js is over 100 KB/);
    const many = Array.from({ length: WORKSPACE_LIMITS.files }, (_, i) => ({
      path: `f${i}.js`,
      content: '',
    }));
    expect(workspaceProblem([page, ...many])).toMatch(/at most 30 files/);
    const heavy = Array.from({ length: 6 }, (_, i) => ({
      path: `f${i}.js`,
      content: 'é'.repeat(WORKSPACE_LIMITS.fileBytes / 2),
    }));
    expect(workspaceProblem([page, ...heavy])).toMatch(/500 KB of files in all/);
  });

  it('lists index.html first, then the root, then folders', () => {
    const files = [
      { path: 'js/app.js', content: '' },
      { path: 'style.css', content: '' },
      page,
      { path: 'css/a.css', content: '' },
    ];
    expect(sortedFiles(files).map((f) => f.path)).toEqual([
      'index.html',
      'style.css',
      'css/a.css',
      'js/app.js',
    ]);
  });
});

describe('versions', () => {
  it('saves in place only from the revision stored', () => {
    expect(savesInPlace(4, 4)).toBe(true);
    expect(savesInPlace(5, 4)).toBe(false);
    expect(savesInPlace(4, 5)).toBe(false);
  });

  it('makes an edit version at most once in five minutes', () => {
    const at = new Date('2026-12-02T10:00:00Z');
    expect(editMakesVersion(null, at)).toBe(true);
    expect(editMakesVersion(at, new Date('2026-12-02T10:04:59Z'))).toBe(false);
    expect(editMakesVersion(at, new Date('2026-12-02T10:05:00Z'))).toBe(true);
  });

  it('prunes the oldest edits first, then the oldest of any kind, never the newest', () => {
    const v = (id: string, kind: 'edit' | 'step' | 'start') => ({ id, kind });
    const newestFirst = [v('e3', 'edit'), v('s2', 'step'), v('e1', 'edit'), v('s0', 'start')];
    expect(versionsToPrune(newestFirst, 4)).toEqual([]);
    expect(versionsToPrune(newestFirst, 3)).toEqual(['e1']);
    expect(versionsToPrune(newestFirst, 2)).toEqual(['e1', 'e3']);
    expect(versionsToPrune(newestFirst, 1)).toEqual(['e1', 'e3', 's0']);
    expect(versionsToPrune([v('a', 'step'), v('b', 'step')], 0)).toEqual(['b']);
  });

  it('names each kind', () => {
    expect(versionLabel('step', 'Add a navigation bar')).toBe('Passed: Add a navigation bar');
    expect(versionLabel('kept')).toBe('Kept from another device');
    expect(versionLabel('start')).toBe('Starter files');
  });
});

describe('starter files', () => {
  it('starts from the first exercise, its page as index.html', () => {
    const files = projectStarterFiles('Portfolio', [
      { name: 'style.css', content: 'body{}' },
      { name: 'page.html', content: '<p>' },
    ]);
    expect(files).toEqual([
      { path: 'index.html', content: '<p>' },
      { path: 'style.css', content: 'body{}' },
    ]);
  });

  it('is one page named after the project when it has no exercise', () => {
    const [file, ...rest] = projectStarterFiles('Tic <Tac> Toe', null);
    expect(rest).toEqual([]);
    expect(file?.path).toBe('index.html');
    expect(file?.content).toContain('<h1>Tic Tac Toe</h1>');
  });
});

it('comes with Starter and above', () => {
  expect(canKeepWorkspace('free')).toBe(false);
  expect(canKeepWorkspace('starter')).toBe(true);
  expect(canKeepWorkspace('admin')).toBe(true);
});

describe('keeping the stored copy before it is replaced', () => {
  const stored = [page, { path: 'about.html', content: 'me' }];
  it('keeps it for a restore or a removed file, unless a version holds it already', () => {
    expect(keepsBeforeReplacing(stored, [page], 'restore')).toBe(true);
    expect(keepsBeforeReplacing(stored, [page], [page])).toBe(true);
    expect(keepsBeforeReplacing(stored, null, [page])).toBe(true);
    expect(keepsBeforeReplacing(stored, [...stored].reverse(), 'restore')).toBe(false);
    expect(keepsBeforeReplacing(stored, [page], [page, { path: 'about.html', content: 'x' }])).toBe(
      false,
    );
  });
});
