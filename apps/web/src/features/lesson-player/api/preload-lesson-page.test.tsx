import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { me } from '../../../test/me.ts';
import { mockApi, on } from '../../../test/render.tsx';
import { course, LESSON_ID, listItem, sectionList, videoUrl } from '../test/fixtures.ts';
import { preloadCoursePage } from './preload-lesson-page.ts';

// The page's own chunk is not what these tests are about.
vi.mock('../routes/lesson-page.tsx', () => ({ default: () => null }));

const SECTION = '/courses/web/todo-app/sections/build';
const url = (search: string) => new URL(`http://localhost/coursepage/web/todo-app${search}`);

function api(allowed = true, lockedBy: ReturnType<typeof listItem>['lockedBy'] = null) {
  return mockApi(
    on('GET', '/me', { body: me() }),
    on('GET', '/courses/web/todo-app', { body: course() }),
    on('GET', SECTION, { body: sectionList([listItem({ lockedBy })], allowed) }),
    on('GET', `/lessons/${LESSON_ID}`, { status: allowed ? 200 : 403, body: {} }),
    on('GET', `/lessons/${LESSON_ID}/video`, { body: videoUrl() }),
  );
}
const asked = async (calls: { path: string }[]) => {
  await vi.waitFor(() => expect(calls.some((c) => c.path === `/lessons/${LESSON_ID}`)).toBe(true));
  return calls.map((c) => c.path.split('?')[0]);
};

describe('opening a lesson from its link', () => {
  afterEach(() => {
    queryClient.clear();
    localStorage.clear();
  });

  it('asks for the session, the course, the section list, then the lesson and its video link', async () => {
    const calls = api();
    preloadCoursePage(url('?section=build&lesson=1'));
    await vi.waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(`/lessons/${LESSON_ID}/video`),
    );
    expect(await asked(calls)).toEqual(
      expect.arrayContaining(['/me', '/courses/web/todo-app', SECTION]),
    );
    // The page finds them under its own keys.
    expect(queryClient.getQueryData(['me'])).toBeTruthy();
  });

  it('asks for no video link for a locked lesson, nor for a learner reading instead', async () => {
    const locked = api(false);
    preloadCoursePage(url('?section=build&lesson=1'));
    expect(await asked(locked)).not.toContain(`/lessons/${LESSON_ID}/video`);

    queryClient.clear();
    const inOrder = api(true, { id: 'x', number: 0, title: 'Before' } as never);
    preloadCoursePage(url('?section=build&lesson=1'));
    expect(await asked(inOrder)).not.toContain(`/lessons/${LESSON_ID}/video`);

    queryClient.clear();
    localStorage.setItem('thinkbuild:read-instead', 'on');
    const reading = api();
    preloadCoursePage(url('?section=build&lesson=1'));
    expect(await asked(reading)).not.toContain(`/lessons/${LESSON_ID}/video`);
  });

  it('asks for nothing on another page, and no lesson without one in the link', async () => {
    const calls = api();
    preloadCoursePage(new URL('http://localhost/home'));
    preloadCoursePage(url(''));
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('/courses/web/todo-app'));
    expect(calls.map((c) => c.path).sort()).toEqual(['/courses/web/todo-app', '/me']);
  });
});
