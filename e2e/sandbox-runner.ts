import type { Page } from '@playwright/test';
import { EXERCISE_RUNNER_PATH } from '@thinkbuild/core/sandbox';

// The exercise runner (docs/decisions/019) driven the way the lesson page's client drives it,
// for the specs that test the runner itself and the demo exercises through it.

export type TSandboxFile = { name: string; content: string };

export type TSandboxResult = {
  /** `result` when the runner answered; `none` when it was not ready or did not answer. */
  type: string;
  timedOut?: true;
  console: { level: string; text: string; file?: string; line?: number }[];
  checks: { name: string; passed: boolean; message: string }[];
  /** From the `run` message to the answer, in the page's clock. */
  ms: number;
};

type TRunOptions = {
  /** The runner's address: `exerciseRunnerPath(libraries)` for an exercise that needs React. */
  path?: string;
  /** How long the answer may take once the runner is ready. */
  waitMs?: number;
  /** The frame's size, as a style (`width:800px;height:600px`); the iframe default otherwise. */
  frameStyle?: string;
};

/**
 * Frames the runner on the current page in an iframe with sandbox="allow-scripts allow-forms",
 * waits for its `ready`, sends one `run` message with the files (and checks), and removes the
 * frame once it answers. A runner that is not ready in 15 s or does not answer in `waitMs`
 * comes back as `{ timedOut: true, type: 'none' }` with empty lists, for the test to fail on.
 */
export async function runInSandbox(
  page: Page,
  files: TSandboxFile[],
  checks?: string,
  { path = EXERCISE_RUNNER_PATH, waitMs = 5000, frameStyle = '' }: TRunOptions = {},
): Promise<TSandboxResult> {
  const result: unknown = await page.evaluate(
    async ({ path, files, checks, waitMs, frameStyle }) => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts allow-forms');
      if (frameStyle) frame.style.cssText = frameStyle;
      frame.src = path;
      document.body.append(frame);
      const none = { timedOut: true, type: 'none', console: [], checks: [], ms: 0 };
      const next = (type: string, ms: number) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const timer = setTimeout(() => {
            removeEventListener('message', onMessage);
            resolve(none);
          }, ms);
          function onMessage(event: MessageEvent) {
            if (event.source !== frame.contentWindow || event.origin !== 'null') return;
            if (event.data?.type !== type) return;
            clearTimeout(timer);
            removeEventListener('message', onMessage);
            resolve(event.data);
          }
          addEventListener('message', onMessage);
        });
      const ready = await next('ready', 15_000);
      if (ready.timedOut) return ready;
      const started = performance.now();
      const answer = next('result', waitMs);
      frame.contentWindow?.postMessage(
        { protocol: 'thinkbuild-exercise/1', type: 'run', id: 1, files, checks },
        '*',
      );
      const result = await answer;
      frame.remove();
      return result.timedOut ? result : { ...result, ms: performance.now() - started };
    },
    { path, files, checks, waitMs, frameStyle },
  );
  return result as TSandboxResult;
}
