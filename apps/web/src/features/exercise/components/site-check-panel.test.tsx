import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TExerciseResponse, TExerciseResultResponse } from '@thinkbuild/core/schemas/exercise';
import { SITE_CHECK_MESSAGES, SITE_CHECKS } from '@thinkbuild/core/site-check';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import ExercisePanel from './exercise-panel.tsx';

const LESSON = '22222222-2222-4222-8222-222222222222';
const URL = `/lessons/${LESSON}/exercise`;
const SITE = '/projects/web/portfolio/site';

const siteCheck = (over: Partial<Extract<TExerciseResponse, { canRun: true }>> = {}) => ({
  canRun: true as const,
  kind: 'publish' as const,
  instructions: 'Publish your portfolio, then **check** it.',
  starterFiles: [],
  checks: '',
  draft: null,
  result: null,
  hints: { count: 2, opened: [] },
  solutionFiles: null,
  step: null,
  site: { category: 'web' as const, project: 'portfolio' },
  ...over,
});

const status = (online: boolean) => ({
  handle: 'amahle',
  address: { base: 'http://localhost:3001', site: 'web-portfolio' },
  site: online
    ? {
        url: 'http://localhost:3001/amahle/web-portfolio/',
        publishedAt: '2026-12-03T08:00:00Z',
        versionId: 'v1',
        fileCount: 3,
      }
    : null,
});

const checks = (titled: boolean) =>
  Object.values(SITE_CHECKS).map((name) => {
    const passed = titled || name !== SITE_CHECKS.title;
    return { name, passed, message: passed ? '' : SITE_CHECK_MESSAGES.noTitle };
  });

const standing = (titled: boolean): TExerciseResultResponse => ({
  result: { passed: titled, checks: checks(titled), failedCount: titled ? 0 : 1, passedAt: null },
  completed: titled,
  solutionFiles: null,
});

function openPanel() {
  const onResult = vi.fn();
  renderWithApp(<ExercisePanel lessonId={LESSON} hasQuiz={false} onResult={onResult} />);
  return onResult;
}

describe('a Deployment lesson’s site check', () => {
  it('sends a learner with nothing online to My project to publish, with no editor', async () => {
    mockApi(on('GET', URL, { body: siteCheck() }), on('GET', SITE, { body: status(false) }));
    openPanel();
    expect(await screen.findByRole('heading', { name: 'Publish and check' }));
    expect(await screen.findByText(/Not online yet/));
    expect(screen.getByRole('link', { name: 'Publish in My project' }).getAttribute('href')).toBe(
      '/projects/web/portfolio',
    );
    expect(screen.queryByLabelText(/Code editor/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
  });

  it('Check my site asks the server and lists what it found; a pass completes the lesson', async () => {
    let titled = false;
    const calls = mockApi(
      on('GET', URL, { body: siteCheck() }),
      on('GET', SITE, { body: status(true) }),
      on('POST', `${URL}/site-check`, () => ({ body: standing(titled) })),
    );
    const onResult = openPanel();
    const address = await screen.findByRole('link', {
      name: 'http://localhost:3001/amahle/web-portfolio/',
    });
    expect(address.getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Check my site' }));
    const list = await screen.findByRole('list', { name: 'Checks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('3 of 4 checks pass'));
    expect(screen.getByText(SITE_CHECK_MESSAGES.noTitle));
    expect(onResult).toHaveBeenLastCalledWith({ passed: false, completed: false });

    titled = true;
    await userEvent.click(screen.getByRole('button', { name: 'Check my site' }));
    expect(await screen.findByText('All 4 checks pass: exercise passed!'));
    expect(screen.getByText('Lesson complete.'));
    expect(onResult).toHaveBeenLastCalledWith({ passed: true, completed: true });
    // Nothing the browser ran was reported: the server checked.
    expect(calls.some((c) => c.path.endsWith('/exercise/result'))).toBe(false);
  });

  it('says so when the server refuses the check', async () => {
    mockApi(
      on('GET', URL, { body: siteCheck() }),
      on('GET', SITE, { body: status(true) }),
      on('POST', `${URL}/site-check`, {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Deployment lessons come with Creator' },
      }),
    );
    openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Check my site' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Deployment lessons come with Creator',
    );
  });
});
