// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRunner, RUNNER_SANDBOX, type TRunner } from './client.ts';
import { PROTOCOL, TOO_LONG_MESSAGE } from './protocol.ts';

// The page's side of the runner: what it frames, whom it believes, and the watchdog. jsdom loads
// no runner page, so the tests answer in its place, as the sandboxed runner would (origin "null").

const files = [{ name: 'index.html', content: '<p>Hi</p>' }];
let runner: TRunner | undefined;
afterEach(() => {
  runner?.destroy();
  document.body.innerHTML = '';
});

const frameIn = (container: HTMLElement) => {
  const frame = container.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('no runner iframe');
  return frame as HTMLIFrameElement & { contentWindow: Window };
};

const answer = (frame: HTMLIFrameElement, data: unknown, origin = 'null', source?: Window) =>
  window.dispatchEvent(
    new MessageEvent('message', { data, origin, source: source ?? frame.contentWindow }),
  );

/** Starts a runner and says "ready" from its frame; returns what the page posted to it. */
function started(options: Parameters<typeof createRunner>[1] = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  runner = createRunner(container, options);
  const frame = frameIn(container);
  const posted = vi.spyOn(frame.contentWindow, 'postMessage').mockImplementation(() => {});
  answer(frame, { protocol: PROTOCOL, type: 'ready' });
  return { container, frame, posted, runner };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRunner', () => {
  it('frames the runner page in a sandbox without same-origin, popups or top navigation', () => {
    const { frame } = started({ title: 'Your page' });
    expect(frame.getAttribute('sandbox')).toBe(RUNNER_SANDBOX);
    expect(RUNNER_SANDBOX).not.toMatch(/same-origin|popups|top-navigation|modals/);
    expect(frame.getAttribute('src')).toBe('/sandbox/runner');
    expect(frame.title).toBe('Your page');
  });

  it('sends the files and checks, and answers with the runner result', async () => {
    const { frame, posted, runner } = started();
    const result = runner.check(files, "test('x', () => {})");
    await flush();
    expect(posted).toHaveBeenCalledWith(
      { protocol: PROTOCOL, type: 'run', id: 1, files, checks: "test('x', () => {})" },
      '*',
    );
    const checks = [{ name: 'x', passed: true, message: '' }];
    answer(frame, { protocol: PROTOCOL, type: 'result', id: 1, console: [], checks });
    await expect(result).resolves.toEqual({ console: [], checks });
  });

  it('believes only its own frame, with the opaque origin', async () => {
    const { frame, runner } = started({ watchdogMs: 100 });
    const result = runner.run(files);
    await flush();
    const forged = { protocol: PROTOCOL, type: 'result', id: 1, console: [], checks: [] };
    answer(frame, forged, 'http://localhost'); // not the sandbox's origin
    answer(frame, forged, 'null', window); // not the runner's window
    // Neither counted: the watchdog ends the run.
    await expect(result).resolves.toMatchObject({ stopped: true });
  });

  it('stops a run that does not answer: a fresh runner replaces the frame', async () => {
    const { container, frame, runner } = started({ watchdogMs: 30 });
    const result = await runner.check(files, 'test("t", () => {})');
    expect(result).toEqual({
      console: [{ level: 'error', text: TOO_LONG_MESSAGE }],
      checks: [{ name: 'Time limit', passed: false, message: TOO_LONG_MESSAGE }],
      stopped: true,
    });
    const fresh = frameIn(container);
    expect(fresh).not.toBe(frame);
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('a new run replaces one that has not answered, and later console output follows', async () => {
    const { frame, runner } = started();
    const first = runner.run(files);
    await flush();
    const second = runner.run(files);
    await expect(first).resolves.toEqual({ console: [], checks: [], replaced: true });
    await flush();
    const seen: string[] = [];
    runner.onConsole((entry) => seen.push(entry.text));
    answer(frame, { protocol: PROTOCOL, type: 'result', id: 2, console: [], checks: [] });
    await second;
    answer(frame, {
      protocol: PROTOCOL,
      type: 'console',
      id: 1,
      entry: { level: 'log', text: 'old' },
    });
    answer(frame, {
      protocol: PROTOCOL,
      type: 'console',
      id: 2,
      entry: { level: 'log', text: 'click' },
    });
    expect(seen).toEqual(['click']);
  });

  it('frames a runner page with React when the HTML asks for react.js, and keeps it', async () => {
    const { container, frame, posted, runner } = started();
    const reactFiles = [{ name: 'index.html', content: '<script src="react.js"></script>' }];
    const first = runner.run(reactFiles);
    await flush();
    // Not posted to the plain runner: it is replaced by one that carries React.
    expect(posted).not.toHaveBeenCalled();
    const withReact = frameIn(container);
    expect(withReact).not.toBe(frame);
    expect(withReact.getAttribute('src')).toBe('/sandbox/runner?with=react');
    expect(withReact.getAttribute('sandbox')).toBe(RUNNER_SANDBOX);
    const postedToReact = vi
      .spyOn(withReact.contentWindow, 'postMessage')
      .mockImplementation(() => {});
    answer(withReact, { protocol: PROTOCOL, type: 'ready' });
    await flush();
    expect(postedToReact).toHaveBeenCalledWith(
      { protocol: PROTOCOL, type: 'run', id: 1, files: reactFiles },
      '*',
    );
    answer(withReact, { protocol: PROTOCOL, type: 'result', id: 1, console: [], checks: [] });
    await first;
    // A later run without React stays on the same page.
    void runner.run(files);
    await flush();
    expect(frameIn(container)).toBe(withReact);
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('a preview asked for after a check, before the runner page started, does not replace it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    runner = createRunner(container);
    const frame = frameIn(container);
    const posted = vi.spyOn(frame.contentWindow, 'postMessage').mockImplementation(() => {});
    const checked = runner.check(files, 'test("t", () => {})');
    const shown = runner.preview([{ name: 'index.html', content: '<p>starter</p>' }]);
    await expect(shown).resolves.toEqual({ console: [], checks: [], replaced: true });
    answer(frame, { protocol: PROTOCOL, type: 'ready' });
    await flush();
    expect(posted.mock.calls.map(([message]) => message)).toEqual([
      { protocol: PROTOCOL, type: 'run', id: 1, files, checks: 'test("t", () => {})' },
    ]);
    const checks = [{ name: 't', passed: true, message: '' }];
    answer(frame, { protocol: PROTOCOL, type: 'result', id: 1, console: [], checks });
    await expect(checked).resolves.toEqual({ console: [], checks });
  });

  it('a check takes the place of a run, with its own files, and only its own answer counts', async () => {
    const { frame, posted, runner } = started();
    const before = [{ name: 'index.html', content: '<a></a><a></a>' }];
    const solution = [{ name: 'index.html', content: '<a></a><a></a><a></a>' }];
    const shown = runner.run(before);
    await flush();
    const edited = solution.map((f) => ({ ...f }));
    const checked = runner.check(edited, 'checks');
    // The files as they were at the call: a later change to them is not what was asked about.
    (edited[0] as { content: string }).content = '';
    await expect(shown).resolves.toMatchObject({ replaced: true });
    await flush();
    expect(posted).toHaveBeenLastCalledWith(
      { protocol: PROTOCOL, type: 'run', id: 2, files: solution, checks: 'checks' },
      '*',
    );
    // The page before answers late: not the check's answer.
    const found2 = [{ name: 'links', passed: false, message: 'found 2' }];
    answer(frame, { protocol: PROTOCOL, type: 'result', id: 1, console: [], checks: found2 });
    const found3 = [{ name: 'links', passed: true, message: '' }];
    answer(frame, { protocol: PROTOCOL, type: 'result', id: 2, console: [], checks: found3 });
    await expect(checked).resolves.toEqual({ console: [], checks: found3 });
  });

  it('can start with a library (the starter files use it)', () => {
    const { frame } = started({ libraries: ['react'] });
    expect(frame.getAttribute('src')).toBe('/sandbox/runner?with=react');
  });
});
