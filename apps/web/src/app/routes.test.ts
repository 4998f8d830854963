import { isClientRoute } from '@thinkbuild/core';
import { apiPaths } from '@thinkbuild/core/lesson-answers';
import { describe, expect, it } from 'vitest';
import { workspacePath } from '../entities/workspace/workspace-path.ts';
import { earlyReads, PAGES } from './pages.ts';

// The server answers a path it does not know with the static 404 page, which loads no script:
// a page missing from core's route list would be a dead end when opened directly.
describe('every page of the route table', () => {
  const paths = Object.values(PAGES)
    .flat()
    .map(({ path }) => path.replace(/:[a-z]+/g, 'x'));

  it.each(paths)('%s is a client route the server serves', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });
});

// An early read the page's own queries do not make would be a request for nothing.
describe('what a page opened from its link asks for before its code has run', () => {
  it('asks for the session on a signed-in page', () => {
    expect(earlyReads('/account')).toEqual([apiPaths.me()]);
  });

  it('asks for the session and the workspace on My project', () => {
    expect(earlyReads('/projects/web/my%20site')).toEqual([
      apiPaths.me(),
      workspacePath({ category: 'web', project: 'my site' }),
    ]);
  });

  it('leaves a lesson, whose HTML brings its answers, and public pages to themselves', () => {
    expect(earlyReads('/coursepage/web/portfolio')).toEqual([]);
    expect(earlyReads('/login')).toEqual([]);
    expect(earlyReads('/pricing')).toEqual([]);
  });
});
