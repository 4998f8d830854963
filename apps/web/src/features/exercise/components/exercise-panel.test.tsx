import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXERCISES_NEED_STARTER } from '@thinkbuild/core/exercise';
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
const js = { name: 'script.js', language: 'javascript', content: 'console.log(1);' } as const;
const solution = [{ ...html, content: '<nav><a>1</a><a>2</a><a>3</a></nav>' }, js];

const exercise = (over: Partial<Extract<TExerciseResponse, { canRun: true }>> = {}) => ({
  canRun: true as const,
  kind: 'code' as const,
  instructions: 'Add **three** links to the `<nav>`.',
  starterFiles: [html, js],
  checks: "test('three links', () => {})",
  draft: null,
  result: null,
  hints: { count: 0, opened: [] },
  solutionFiles: null,
  step: null,
  site: null,
  ...over,
});

const standing = (over: Partial<TExerciseResultResponse> = {}): TExerciseResultResponse => ({
  result: { passed: false, checks: [], failedCount: 1, passedAt: null },
  completed: false,
  solutionFiles: null,
  ...over,
});

const failing = {
  name: 'Three links',
  passed: false,
  message: 'Your <nav> should contain three links (expected 3 items, found 0)',
};
const passing = { name: 'Three links', passed: true, message: '' };

function openPanel(hasQuiz = true) {
  const onResult = vi.fn();
  const view = renderWithApp(
    <ExercisePanel lessonId={LESSON} hasQuiz={hasQuiz} onResult={onResult} />,
  );
  return { ...view, onResult };
}

beforeEach(() => resetFakeRunner());

describe('the exercise panel', () => {
  it('shows a free learner the instructions and the Starter offer, and no editor', async () => {
    mockApi(on('GET', URL, { body: { canRun: false, instructions: 'Add a `<nav>`.' } }));
    openPanel();
    expect(await screen.findByText('Starter and above'));
    expect(screen.getByText(`${EXERCISES_NEED_STARTER}.`));
    expect(screen.getByText('<nav>').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.queryByLabelText(/Code editor/)).toBeNull();
    expect(fakeRunner.runs).toEqual([]);
  });

  it('opens on the draft saved on another device, and shows the page at once', async () => {
    const draft = {
      files: [{ ...html, content: '<nav><a>mine</a></nav>' }, js],
      updatedAt: '2026-01-01T00:00:00Z',
    };
    mockApi(on('GET', URL, { body: exercise({ draft }) }));
    openPanel();
    const editor = await screen.findByLabelText('Code editor: index.html');
    expect((editor as HTMLTextAreaElement).value).toBe('<nav><a>mine</a></nav>');
    await waitFor(() =>
      expect(fakeRunner.runs[0]?.files[0]?.content).toBe('<nav><a>mine</a></nav>'),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'script.js' }));
    expect((screen.getByLabelText('Code editor: script.js') as HTMLTextAreaElement).value).toBe(
      'console.log(1);',
    );
  });

  it('Run lists the console with file and line; a run stopped for time says so and Run works again', async () => {
    mockApi(on('GET', URL, { body: exercise() }));
    openPanel();
    await screen.findByLabelText('Code editor: index.html');
    fakeRunner.answers.push({
      console: [
        { level: 'log', text: 'hello', file: 'script.js', line: 1 },
        { level: 'error', text: 'ReferenceError: x is not defined', file: 'script.js', line: 3 },
      ],
      checks: [],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const output = await screen.findByRole('list', { name: 'Console output' });
    expect(
      within(output)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['helloscript.js:1', 'Error: ReferenceError: x is not definedscript.js:3']);
    // A late log from a click handler joins the list.
    act(() => fakeRunner.console?.({ level: 'log', text: 'clicked' }));
    expect(within(output).getByText('clicked'));

    fakeRunner.answers.push({
      console: [{ level: 'error', text: 'Your code took too long and was stopped.' }],
      checks: [],
      stopped: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Your code took too long and was stopped.'));
    expect(screen.getByRole('button', { name: 'Run' })).not.toHaveProperty('disabled', true);
  });

  it('Check lists each check, reports it, and says the lesson is complete when the server does', async () => {
    const reports: unknown[] = [];
    mockApi(
      on('GET', URL, { body: exercise() }),
      on('POST', `${URL}/result`, (body) => {
        reports.push(body);
        const passed = (body as { passed: boolean }).passed;
        return {
          body: standing({
            completed: passed,
            result: { passed, checks: [], failedCount: 1, passedAt: null },
          }),
        };
      }),
    );
    const { onResult } = openPanel();
    await screen.findByLabelText('Code editor: index.html');
    fakeRunner.answers.push({ console: [], checks: [passing, failing] });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const checks = await screen.findByRole('list', { name: 'Checks' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Passed: Three links', `Failed: Three links${failing.message}`]);
    expect(screen.getByText('1 of 2 checks pass'));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({ passed: false, checks: [passing, failing] });
    expect(fakeRunner.runs.at(-1)?.checks).toBe("test('three links', () => {})");

    fakeRunner.answers.push({ console: [], checks: [passing] });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('All 1 checks pass: exercise passed!'));
    expect(await screen.findByText('Lesson complete.'));
    expect(onResult).toHaveBeenLastCalledWith({ passed: true, completed: true });
  });

  it('offers the solution only once the server sends it (the third failed check)', async () => {
    let failures = 0;
    mockApi(
      on('GET', URL, { body: exercise() }),
      on('POST', `${URL}/result`, () => {
        failures += 1;
        return { body: standing({ solutionFiles: failures >= 3 ? solution : null }) };
      }),
    );
    openPanel();
    await screen.findByLabelText('Code editor: index.html');
    for (let i = 1; i <= 3; i++) {
      expect(screen.queryByRole('button', { name: 'Show solution' })).toBeNull();
      fakeRunner.answers.push({ console: [], checks: [failing] });
      await userEvent.click(screen.getByRole('button', { name: 'Check' }));
      await waitFor(() => expect(failures).toBe(i));
    }
    await userEvent.click(await screen.findByRole('button', { name: 'Show solution' }));
    expect((screen.getByLabelText('Solution: index.html') as HTMLTextAreaElement).value).toBe(
      solution[0]?.content,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load into the editor' }));
    const dialog = screen.getByRole('dialog', { name: 'Load the solution?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load solution' }));
    expect((screen.getByLabelText('Code editor: index.html') as HTMLTextAreaElement).value).toBe(
      solution[0]?.content,
    );
  });

  it('saves the draft a second after typing stops, once, and Reset asks before restoring the starter', async () => {
    const saves: unknown[] = [];
    mockApi(
      on('GET', URL, { body: exercise() }),
      on('PUT', `${URL}/draft`, (body) => {
        saves.push(body);
        return { body: { ...(body as object), updatedAt: '2026-01-01T00:00:00Z' } };
      }),
    );
    openPanel();
    const editor = await screen.findByLabelText('Code editor: index.html');
    expect(screen.getByText('Saves as you type'));
    for (const text of ['<nav>', '<nav><a>', '<nav><a>1</a>'])
      fireEvent.change(editor, { target: { value: text } });
    expect(screen.getByText('Saving…'));
    await new Promise((r) => setTimeout(r, 500));
    expect(saves).toEqual([]);
    await screen.findByText('Saved', {}, { timeout: 2000 });
    expect(saves).toEqual([{ files: [{ ...html, content: '<nav><a>1</a>' }, js] }]);

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('dialog', { name: 'Start over?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect((screen.getByLabelText('Code editor: index.html') as HTMLTextAreaElement).value).toBe(
      '<nav></nav>',
    );
  });

  describe('a step of my own project', () => {
    const step = {
      number: 2,
      of: 8,
      name: 'Step 2 of 8 · Building the Navigation Bar',
      category: 'web' as const,
      project: 'portfolio',
    };
    const WS = '/projects/web/portfolio/workspace';
    const mine = [
      { path: 'index.html', content: '<nav><a>from step 1</a></nav>' },
      { path: 'script.js', content: 'console.log(1);' },
    ];
    const workspace = (files: { path: string; content: string }[]) => ({
      project: { id: 'p', category: 'web', slug: 'portfolio', title: 'Portfolio' },
      revision: 3,
      files,
      updatedAt: '2026-01-01T00:00:00Z',
    });

    it('opens my code as the step before left it, and a pass keeps it in My project', async () => {
      const kept: unknown[] = [];
      mockApi(
        on('GET', URL, { body: exercise({ step }) }),
        on('GET', WS, { body: workspace(mine) }),
        on('POST', `${URL}/result`, () => ({
          body: standing({
            completed: true,
            result: { passed: true, checks: [], failedCount: 0, passedAt: null },
          }),
        })),
        on('POST', `${WS}/steps/${LESSON}`, (body) => {
          kept.push(body);
          return { body: workspace(mine) };
        }),
      );
      openPanel();
      const editor = await screen.findByLabelText('Code editor: index.html');
      expect((editor as HTMLTextAreaElement).value).toBe('<nav><a>from step 1</a></nav>');
      const bar = screen.getByRole('region', { name: 'Your project' });
      expect(within(bar).getByText(step.name));
      expect(within(bar).getByText(/Your code, as the step before left it/));
      expect(within(bar).getByRole('link', { name: 'My project' }).getAttribute('href')).toBe(
        '/projects/web/portfolio',
      );

      fireEvent.change(editor, { target: { value: '<nav><a>1</a><a>2</a><a>3</a></nav>' } });
      fakeRunner.answers.push({ console: [], checks: [passing] });
      await userEvent.click(screen.getByRole('button', { name: 'Check' }));
      expect(await within(bar).findByText(`Kept in My project: “Passed: ${step.name}”.`));
      expect(kept).toEqual([
        {
          files: [
            { ...html, content: '<nav><a>1</a><a>2</a><a>3</a></nav>' },
            { ...js, content: 'console.log(1);' },
          ],
        },
      ]);
    });

    it('a project the step’s editor cannot hold opens the reference code and says why', async () => {
      mockApi(
        on('GET', URL, { body: exercise({ step }) }),
        on('GET', WS, { body: workspace([...mine, { path: 'css/site.css', content: 'a{}' }]) }),
      );
      openPanel();
      const editor = await screen.findByLabelText('Code editor: index.html');
      expect((editor as HTMLTextAreaElement).value).toBe('<nav></nav>');
      expect(screen.getByText(/Your project has more than this step’s editor opens/));
    });

    it('a project never saved has none of the steps before: a later step opens its reference code', async () => {
      mockApi(
        on('GET', URL, { body: exercise({ step }) }),
        on('GET', WS, { body: { ...workspace(mine), revision: 0 } }),
      );
      openPanel();
      const editor = await screen.findByLabelText('Code editor: index.html');
      expect((editor as HTMLTextAreaElement).value).toBe('<nav></nav>');
      expect(screen.getByText(/Your project has none of the steps before this one yet/));
      expect(screen.getByText(/This step’s reference code/));
    });

    it('Use the reference code asks first, then puts it in the editor', async () => {
      const sent: unknown[] = [];
      const reference = [
        { path: 'index.html', content: '<nav><a>reference</a></nav>' },
        { path: 'script.js', content: '' },
      ];
      mockApi(
        on('GET', URL, { body: exercise({ step }) }),
        on('GET', WS, { body: workspace(mine) }),
        on('POST', `${WS}/steps/${LESSON}/reference`, (body) => {
          sent.push(body);
          return { body: workspace(reference) };
        }),
      );
      openPanel();
      await screen.findByLabelText('Code editor: index.html');
      await userEvent.click(
        screen.getByRole('button', { name: 'Use the reference code for this step' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Use the reference code for this step?' });
      expect(within(dialog).getByText(/kept in My project’s History/));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Use the reference code' }));
      await waitFor(() =>
        expect(
          (screen.getByLabelText('Code editor: index.html') as HTMLTextAreaElement).value,
        ).toBe('<nav><a>reference</a></nav>'),
      );
      // What the editor held went with the request, to be kept in History.
      expect(sent).toEqual([
        { files: [{ ...html, content: '<nav><a>from step 1</a></nav>' }, js] },
      ]);
      expect(screen.getByText(/This step’s reference code/));
    });
  });
});
