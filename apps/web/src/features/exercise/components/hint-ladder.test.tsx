import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TExerciseResponse, TExerciseResultResponse } from '@thinkbuild/core/schemas/exercise';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { fakeRunner, resetFakeRunner } from '../test/fake-runner.tsx';
import ExercisePanel from './exercise-panel.tsx';

vi.mock('../../../entities/runner/client.ts', async () =>
  (await import('../test/fake-runner.tsx')).fakeRunnerModule(),
);
vi.mock('../../../ui/code-editor/index.tsx', async () =>
  (await import('../test/fake-runner.tsx')).fakeEditorModule(),
);

const LESSON = '11111111-1111-4111-8111-111111111111';
const URL = `/lessons/${LESSON}/exercise`;
const html = { name: 'index.html', language: 'html', content: '<nav></nav>' } as const;
const solution = [{ ...html, content: '<nav><a>1</a><a>2</a><a>3</a></nav>' }];
const HINTS = ['Which element holds the links?', 'Each link is an `<a>`.', 'Count them.'];
const opened = (...numbers: number[]) =>
  numbers.map((number) => ({ number, text: HINTS[number - 1] ?? '' }));

type TRunnable = Extract<TExerciseResponse, { canRun: true }>;
const exercise = (over: Partial<TRunnable> = {}): TRunnable => ({
  canRun: true,
  kind: 'code',
  instructions: 'Add three links.',
  starterFiles: [html],
  checks: "test('three links', () => {}, { hint: 2 })",
  draft: null,
  result: null,
  hints: { count: 3, opened: [] },
  solutionFiles: null,
  step: null,
  site: null,
  ...over,
});
const failedResult = (failedCount: number) => ({
  passed: false,
  checks: [],
  failedCount,
  passedAt: null,
});
const failing = { name: 'Three links', passed: false, message: 'Found 0 links' };

function openPanel() {
  renderWithApp(<ExercisePanel lessonId={LESSON} hasQuiz onResult={vi.fn()} />);
  return screen.findByLabelText('Code editor: index.html');
}

async function failCheck(check: typeof failing & { hint?: number } = failing) {
  fakeRunner.answers.push({ console: [], checks: [check] });
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
}

const reply = (failures: number): { body: TExerciseResultResponse } => ({
  body: { result: failedResult(failures), completed: false, solutionFiles: null },
});

beforeEach(() => resetFakeRunner());

describe('the hint ladder', () => {
  it('offers no hint before a failed check, and says when the first comes', async () => {
    mockApi(on('GET', URL, { body: exercise() }));
    await openPanel();
    expect(
      screen.getByText('This exercise has 3 hints: the first comes after a failed check.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show hint/ })).toBeNull();
  });

  it('shows nothing for an exercise without hints', async () => {
    mockApi(on('GET', URL, { body: exercise({ hints: { count: 0, opened: [] } }) }));
    await openPanel();
    expect(screen.queryByRole('region', { name: 'Hints' })).toBeNull();
    expect(screen.queryByText(/hints?:/)).toBeNull();
  });

  it('opens a lesson downloaded before hints existed (its copy has none)', async () => {
    const { hints: _, ...old } = exercise();
    mockApi(on('GET', URL, { body: old }));
    await openPanel();
    expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Hints' })).toBeNull();
  });

  it('after a failed check offers hint 1, opens it from the server, then hint 2 on request; the solution stays hidden', async () => {
    const calls = mockApi(
      on('GET', URL, { body: exercise() }),
      on('POST', `${URL}/result`, reply(1)),
      on('POST', `${URL}/hints/1`, {
        body: { hints: { count: 3, opened: opened(1) }, solutionFiles: null },
      }),
    );
    await openPanel();
    await failCheck();
    const offer = await screen.findByRole('button', { name: 'Show hint 1' });
    expect(screen.getByText('Stuck? A hint points you the right way without giving the answer.'));
    expect(screen.queryByText(HINTS[0] ?? '')).toBeNull();
    await userEvent.click(offer);
    const hint = await screen.findByRole('article', { name: 'Hint 1 of 3' });
    expect(hint.textContent).toContain(HINTS[0]);
    await waitFor(() => expect(document.activeElement).toBe(hint));
    expect(calls.filter((c) => c.path === `${URL}/hints/1`)).toHaveLength(1);
    expect(screen.getByText('Want another nudge?'));
    expect(screen.getByRole('button', { name: 'Show hint 2' })).toBeTruthy();
    expect(screen.queryByText(HINTS[1] ?? '')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show solution' })).toBeNull();
  });

  it('a failed check that points to a hint says "Hint 2 may help", and its button opens hint 2', async () => {
    const calls = mockApi(
      on('GET', URL, { body: exercise() }),
      on('POST', `${URL}/result`, reply(1)),
      on('POST', `${URL}/hints/2`, {
        body: { hints: { count: 3, opened: opened(2) }, solutionFiles: null },
      }),
    );
    await openPanel();
    await failCheck({ ...failing, hint: 2 });
    const checks = await screen.findByRole('list', { name: 'Checks' });
    await userEvent.click(within(checks).getByRole('button', { name: 'Hint 2 may help' }));
    expect((await screen.findByRole('article', { name: 'Hint 2 of 3' })).textContent).toContain(
      'Each link is an',
    );
    const posts = () => calls.filter((c) => c.path === `${URL}/hints/2`);
    expect(posts()).toHaveLength(1);
    // Pointed to again, the opened hint takes the focus; nothing more is sent.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.click(within(checks).getByRole('button', { name: 'Hint 2 may help' }));
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Hint 2 of 3' }));
    expect(posts()).toHaveLength(1);
    // The ladder still offers the first, which was skipped.
    expect(screen.getByRole('button', { name: 'Show hint 1' })).toBeTruthy();
  });

  it('a pointer to a hint the exercise lacks is not shown', async () => {
    mockApi(
      on('GET', URL, { body: exercise({ hints: { count: 1, opened: [] } }) }),
      on('POST', `${URL}/result`, reply(1)),
    );
    await openPanel();
    await failCheck({ ...failing, hint: 2 });
    await screen.findByRole('list', { name: 'Checks' });
    expect(screen.queryByRole('button', { name: 'Hint 2 may help' })).toBeNull();
  });

  it('"Show solution" comes only with the last hint, after the third failure', async () => {
    mockApi(
      on('GET', URL, {
        body: exercise({ result: failedResult(3), hints: { count: 3, opened: opened(1, 2) } }),
      }),
      on('POST', `${URL}/hints/3`, {
        body: { hints: { count: 3, opened: opened(1, 2, 3) }, solutionFiles: solution },
      }),
    );
    await openPanel();
    expect(screen.getByText('Still stuck? The next hint is ready.'));
    expect(screen.queryByRole('button', { name: 'Show solution' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show hint 3' }));
    expect(await screen.findByRole('button', { name: 'Show solution' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show hint/ })).toBeNull();
  });

  it('says why when the server refuses a hint', async () => {
    mockApi(
      on('GET', URL, { body: exercise({ result: failedResult(1) }) }),
      on('POST', `${URL}/hints/1`, {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'This hint is not offered yet' },
      }),
    );
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Show hint 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The hint could not be opened: This hint is not offered yet.',
    );
  });
});
