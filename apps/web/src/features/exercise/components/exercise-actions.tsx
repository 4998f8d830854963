import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { CheckIcon, PlayIcon } from '../../../ui/icons.tsx';

/** Under the editor (exercise-workspace.tsx): Run, Check, then Show solution, Reset and Focus. */
export function ExerciseActions({
  onRun,
  runDisabled,
  running,
  onCheck,
  checkDisabled,
  checking,
  reporting,
  onShowSolution,
  onReset,
  focusButton,
}: {
  onRun: () => void;
  runDisabled: boolean;
  running: boolean;
  onCheck: () => void;
  checkDisabled: boolean;
  checking: boolean;
  /** The Check's result is on its way to the server. */
  reporting: boolean;
  /** Null while the solution is not the learner's to see, or already shown. */
  onShowSolution: (() => void) | null;
  onReset: () => void;
  /** On a phone the Focus button sits here, beside Reset. */
  focusButton: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-slate-200 border-t px-4 py-3">
      <Button onClick={onRun} disabled={runDisabled} aria-busy={running}>
        <PlayIcon className="h-4 w-4" />
        {running ? 'Running…' : 'Run'}
      </Button>
      {/* Check also while a page is being shown (the starter's, a loaded solution's): it
          shows the editor's code itself, in its place. */}
      <Button
        onClick={onCheck}
        disabled={checkDisabled}
        aria-busy={checking || reporting}
        className="bg-emerald-700 hover:bg-emerald-800"
      >
        <CheckIcon className="h-4 w-4" />
        {checking ? 'Checking…' : 'Check'}
      </Button>
      <span className="ml-auto flex gap-1">
        {onShowSolution && (
          <Button variant="ghost" className="px-3" onClick={onShowSolution}>
            Show solution
          </Button>
        )}
        <Button variant="ghost" className="px-3" onClick={onReset}>
          Reset
        </Button>
        {focusButton}
      </span>
    </div>
  );
}
