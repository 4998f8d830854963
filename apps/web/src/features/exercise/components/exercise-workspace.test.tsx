import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TExerciseResponse, TExerciseResultResponse } from '@thinkbuild/core/schemas/exercise';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL, type TRunRequest } from '../../../entities/runner/protocol.ts';
import { mockApi, on, renderWithApp, type TReply } from '../../../test/render.tsx';
import ExercisePanel from './exercise-panel.tsx';

// The panel with the real runner client (entities/runner/client.ts): only the runner page in its
// iframe is played here, as the sandbox would (origin "null", a newer run replacing the page of
// the one before), and the moment the preview comes into view. So the order in which the
// preview's first run, Load solution's run and a Check reach the runner is the real one.

vi.mock('../../../ui/code-editor/index.tsx', async () =>
  (await import('../test/fake-runner.tsx')).fakeEditorModule(),
);

const LESSON = '22222222-2222-4222-8222-222222222222';
const URL = `/lessons/${LESSON}/exercise`;
const nav = (links: number) =>
  `<nav>${Array.from({ length: links }, (_, i) => `<a>${i}</a>`).join('')}</nav>`;
const html = { name: 'index.html', language: 'html', content: nav(2) } as const;
const solution = [{ ...html, content: nav(3) }];

const exercise = (over: Partial<Extract<TExerciseResponse, { canRun: true }>> = {}) => ({
  canRun: true as const,
  kind: 'code' as const,
  instructions: 'Put **three** links in the `<nav>`.',
  starterFiles: [html],
  checks: "test('three links', () => {})",
  draft: null,
  result: null,
  hints: { count: 0, opened: [] },
  solutionFiles: null,
  step: null,
  site: null,
  ...over,
});

const standing = (passed: boolean): TExerciseResultResponse => ({
  result: { passed, checks: [], failedCount: passed ? 0 : 1, passedAt: null },
  completed: passed,
  solutionFiles: null,
});

/** The moment the preview scrolls into view: IntersectionObserver, called when the test says. */
let showPreview: () => Promise<void> = async () => {};
beforeEach(() => {
  const observers = new Set<IntersectionObserverCallback>();
  showPreview = () =>
    act(async () => {
      for (const callback of observers)
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe() {
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/**
 * The sandboxed runner page, played: what the panel posted to it, and its answers. Like the real
 * one it shows one page at a time, so only the newest request is answered (`answer`), unless a
 * test makes an older page answer late (`answerOld`). A check counts the links of the files it
 * was sent.
 */
function runnerPage() {
  const posted: TRunRequest[] = [];
  let watched: Window | null = null;
  const frame = () => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[sandbox]');
    if (!iframe?.contentWindow) throw new Error('no runner iframe');
    return iframe.contentWindow;
  };
  // Async: what the answer sets off (the panel's update, the report) happens inside act.
  const say = (data: unknown) =>
    act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: 'null', source: frame() }));
    });
  const resultOf = (request: TRunRequest) => {
    const links = (request.files[0]?.content.match(/<a>/g) ?? []).length;
    return {
      protocol: PROTOCOL,
      type: 'result',
      id: request.id,
      console: [{ level: 'log', text: `links: ${links}` }],
      checks:
        request.checks === undefined
          ? []
          : [
              {
                name: 'Three links',
                passed: links === 3,
                message:
                  links === 3
                    ? ''
                    : `Your <nav> should contain three links (expected 3 items, found ${links})`,
              },
            ],
    };
  };
  return {
    posted,
    async ready() {
      const window = frame();
      if (watched !== window) {
        vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
          posted.push(message as TRunRequest);
        });
        watched = window;
      }
      await say({ protocol: PROTOCOL, type: 'ready' });
    },
    async answer() {
      const latest = posted.at(-1);
      if (!latest) throw new Error('nothing was posted');
      await say(resultOf(latest));
    },
    async answerOld(request: TRunRequest) {
      await say(resultOf(request));
    },
  };
}

function openPanel(over: Parameters<typeof exercise>[0] = {}, ...more: ReturnType<typeof on>[]) {
  const reports: { passed: boolean }[] = [];
  const calls = mockApi(
    ...more,
    on('GET', URL, { body: exercise(over) }),
    on('POST', `${URL}/result`, (body) => {
      reports.push(body as { passed: boolean });
      return { body: standing((body as { passed: boolean }).passed) };
    }),
    on('PUT', `${URL}/draft`, (body) => ({
      body: { ...(body as object), updatedAt: '2026-01-01T00:00:00Z' },
    })),
  );
  renderWithApp(<ExercisePanel lessonId={LESSON} hasQuiz={false} onResult={() => {}} />);
  return { reports, calls };
}

describe('Check answers the Check that asked', () => {
  it('when the press is what brings the preview into view, the preview’s first run does not swallow it', async () => {
    const { reports } = openPanel();
    const editor = await screen.findByLabelText('Code editor: index.html');
    const runner = runnerPage();
    fireEvent.change(editor, { target: { value: nav(3) } });
    // Check frames the runner page; then the preview comes into view (the panel grew) and asks
    // for its first page, all before the runner page has started.
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await showPreview();
    await runner.ready();
    await waitFor(() => expect(runner.posted.length).toBeGreaterThan(0));
    await runner.answer();

    expect(await screen.findByText('All 1 checks pass: exercise passed!'));
    await waitFor(() => expect(reports).toEqual([expect.objectContaining({ passed: true })]));
    // The check went alone, with the editor's code: nothing replaced it.
    expect(runner.posted.map((p) => [p.checks !== undefined, p.files[0]?.content])).toEqual([
      [true, nav(3)],
    ]);
  });

  it('pressed right after Load solution, it checks the solution, not the page shown before', async () => {
    const { reports } = openPanel({ solutionFiles: solution });
    await screen.findByLabelText('Code editor: index.html');
    const runner = runnerPage();
    await showPreview();
    await runner.ready();
    await waitFor(() => expect(runner.posted).toHaveLength(1));
    await runner.answer();
    expect(await screen.findByText('links: 2'));

    await userEvent.click(screen.getByRole('button', { name: 'Show solution' }));
    await userEvent.click(screen.getByRole('button', { name: 'Load into the editor' }));
    const dialog = screen.getByRole('dialog', { name: 'Load the solution?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load solution' }));
    await waitFor(() => expect(runner.posted).toHaveLength(2));
    const loading = runner.posted[1] as TRunRequest;
    expect(loading.files[0]?.content).toBe(nav(3));
    // A loaded machine: the solution's page has not answered when Check is pressed.
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(runner.posted).toHaveLength(3));
    // The page of the run before answers late: it is not taken for the check's answer.
    await runner.answerOld(runner.posted[0] as TRunRequest);
    await runner.answerOld(loading);
    expect(screen.queryByText(/checks pass/)).toBeNull();
    await runner.answer();

    expect(await screen.findByText('All 1 checks pass: exercise passed!'));
    expect(screen.queryByText(/found 2/)).toBeNull();
    await waitFor(() => expect(reports).toEqual([expect.objectContaining({ passed: true })]));
    expect(runner.posted[2]).toMatchObject({ files: [{ content: nav(3) }] });
  });
});

describe('Show solution', () => {
  const recorded = (calls: { method: string; path: string }[]) =>
    calls.filter((c) => c.path === `${URL}/solution`).map((c) => c.method);

  it.each<[string, TReply | (() => never)]>([
    ['the server keeps it', { body: { openedAt: '2026-12-03T10:00:00.000Z' } }],
    ['the server fails', { status: 500, body: { code: 'INTERNAL', message: 'Down' } }],
    [
      'the request never arrives',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('tells the server the solution was opened, once, and shows it when %s', async (_, reply) => {
    const { calls } = openPanel({ solutionFiles: solution }, on('POST', `${URL}/solution`, reply));
    await screen.findByLabelText('Code editor: index.html');

    await userEvent.click(screen.getByRole('button', { name: 'Show solution' }));
    expect(screen.getByLabelText('Solution: index.html'));
    await waitFor(() => expect(recorded(calls)).toEqual(['POST']));

    // Hidden and shown again: the solution comes back, nothing more is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Hide solution' }));
    expect(screen.queryByLabelText('Solution: index.html')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show solution' }));
    expect(screen.getByLabelText('Solution: index.html'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(recorded(calls)).toEqual(['POST']);
  });

  it('sends nothing while the solution is not offered', async () => {
    const { calls } = openPanel();
    await screen.findByLabelText('Code editor: index.html');
    expect(screen.queryByRole('button', { name: 'Show solution' })).toBeNull();
    expect(recorded(calls)).toEqual([]);
  });
});

describe('Focus mode', () => {
  it('puts the same editor and preview over the window, keeps the draft, and Escape leaves', async () => {
    openPanel();
    const editor = await screen.findByLabelText('Code editor: index.html');
    const runner = runnerPage();
    await showPreview();
    await runner.ready();
    fireEvent.change(editor, { target: { value: nav(1) } });
    const preview = document.querySelector('iframe[sandbox]');

    // Two places, one shown by width (jsdom draws no CSS): over the tabs, or with Reset.
    const [button] = screen.getAllByRole('button', { name: 'Focus' });
    if (!button) throw new Error('no Focus button');
    await userEvent.click(button);
    const layer = screen.getByRole('dialog', { name: 'Code exercise, Focus mode' });
    expect(layer.className).toContain('fixed');
    expect(document.activeElement).toBe(layer);
    // Nothing remounted: the text typed, the editor element and the runner's frame are the same.
    expect(within(layer).getByLabelText('Code editor: index.html')).toBe(editor);
    expect((editor as HTMLTextAreaElement).value).toBe(nav(1));
    expect(layer.querySelector('iframe[sandbox]')).toBe(preview);
    // The instructions fold away, and come back on request.
    const toggle = within(layer).getByRole('button', { name: 'Instructions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(layer).getByText('three'));

    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Code exercise, Focus mode' })).toBeNull();
    expect(document.activeElement).toBe(button);
    expect((screen.getByLabelText('Code editor: index.html') as HTMLTextAreaElement).value).toBe(
      nav(1),
    );
  });
});
