import {
  siteCheckResult,
  siteName,
  sortedFiles,
  type TExerciseResult,
  type TWorkspaceFile,
  WORKSPACE_ENTRY,
} from '@thinkbuild/core';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { postSiteCheck } from '../learning/service.ts';
import { getWorkspace } from '../workspaces/service.ts';
import { findHandle, siteFilesOf } from './repo.ts';

/*
 * A Deployment lesson's site check (core's site-check.ts): the server reads the learner's
 * published copy of the lesson's project as text, never running any of it, and learning keeps
 * the outcome as a code exercise's report is kept (a pass completes the lesson).
 */

type TNode = DefaultTreeAdapterMap['node'];

/** The attributes that name a file the page loads or links to, by element. */
const FILE_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  audio: ['src'],
  embed: ['src'],
  iframe: ['src'],
  img: ['src'],
  link: ['href'],
  script: ['src'],
  source: ['src'],
  track: ['src'],
  video: ['src', 'poster'],
};

/** The page's title and every file reference in it, as written, in the page's order. */
export function readPage(html: string) {
  const references: string[] = [];
  let title: string | null = null;
  const visit = (node: TNode) => {
    if ('tagName' in node) {
      for (const name of FILE_ATTRIBUTES[node.tagName] ?? []) {
        const value = node.attrs.find((a) => a.name === name)?.value;
        if (value !== undefined) references.push(value);
      }
      if (node.tagName === 'title' && title === null) title = textOf(node);
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return { title: (title ?? '').trim(), references };
}

const textOf = (node: TNode): string =>
  'value' in node && node.nodeName === '#text'
    ? node.value
    : 'childNodes' in node
      ? node.childNodes.map(textOf).join('')
      : '';

const sameFiles = (a: readonly TWorkspaceFile[], b: readonly TWorkspaceFile[]) => {
  const x = sortedFiles(a);
  const y = sortedFiles(b);
  return (
    x.length === y.length && x.every((f, i) => f.path === y[i]?.path && f.content === y[i]?.content)
  );
};

/** What the learner's published copy of the project gives against the site check's rules. */
async function checkPublished(
  db: TDb,
  viewer: TViewer,
  project: { category: Parameters<typeof siteName>[0]; slug: string },
): Promise<TExerciseResult> {
  const name = siteName(project.category, project.slug);
  const [handle, files] = await Promise.all([
    findHandle(db, viewer.id),
    siteFilesOf(db, viewer.id, name),
  ]);
  const page = files?.find((f) => f.path === WORKSPACE_ENTRY);
  if (!handle || !files || !page) return siteCheckResult({ online: false });
  const workspace = await getWorkspace(db, viewer, {
    category: project.category,
    project: project.slug,
  });
  return siteCheckResult({
    online: true,
    latest: sameFiles(files, workspace.files),
    ...readPage(page.content),
    paths: files.map((f) => f.path),
  });
}

/** Checks the lesson's site check now and keeps the outcome (learning's postSiteCheck). */
export const checkSite = (db: TDb, viewer: TViewer, lessonId: string) =>
  postSiteCheck(db, viewer, lessonId, (project) => checkPublished(db, viewer, project));
