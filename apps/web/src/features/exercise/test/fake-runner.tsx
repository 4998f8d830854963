import type { TConsoleEntry, TRunResult } from '../../../entities/runner/protocol.ts';
import type { TCodeEditorProps } from '../../../ui/code-editor/index.tsx';

/*
 * Stand-ins for the two things jsdom cannot run: the sandboxed runner (no iframe loads here) and
 * CodeMirror (no layout). The runner answers what a test queues; the editor is a textarea with
 * the same props, so typing reaches the panel as it would.
 */

export type TFakeRunner = {
  runs: { files: { name: string; content: string }[]; checks?: string }[];
  /** The next answers, in order; an empty queue answers an empty run. */
  answers: TRunResult[];
  console: ((entry: TConsoleEntry) => void) | null;
};

export const fakeRunner: TFakeRunner = { runs: [], answers: [], console: null };

export function resetFakeRunner() {
  fakeRunner.runs = [];
  fakeRunner.answers = [];
  fakeRunner.console = null;
}

const answer = async () => fakeRunner.answers.shift() ?? { console: [], checks: [] };

export const fakeRunnerModule = () => ({
  createRunner: () => ({
    run: (files: { name: string; content: string }[]) => {
      fakeRunner.runs.push({ files });
      return answer();
    },
    preview: (files: { name: string; content: string }[]) => {
      fakeRunner.runs.push({ files });
      return answer();
    },
    check: (files: { name: string; content: string }[], checks: string) => {
      fakeRunner.runs.push({ files, checks });
      return answer();
    },
    onConsole: (listener: (entry: TConsoleEntry) => void) => {
      fakeRunner.console = listener;
      return () => {
        fakeRunner.console = null;
      };
    },
    destroy: () => {},
  }),
});

export const fakeEditorModule = () => ({
  CodeEditor: (props: TCodeEditorProps) => (
    <textarea
      aria-label={props['aria-label']}
      value={props.value}
      readOnly={props.readOnly}
      onChange={(event) => props.onChange?.(event.target.value)}
    />
  ),
});
