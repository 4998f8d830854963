import { exerciseFilesOf } from '@thinkbuild/core/project-steps';
import type { TExerciseFile, TExerciseResponse } from '@thinkbuild/core/schemas/exercise';
import type { TWorkspaceFile } from '@thinkbuild/core/workspace';
import { useCallback, useId, useRef, useState } from 'react';
import type { TExerciseSlotProps } from '../../../entities/lesson/exercise-slot.tsx';
import { ConsolePanel } from '../../../entities/runner/console-panel.tsx';
import { PreviewFrame } from '../../../entities/runner/preview-frame.tsx';
import type { TCheckResult } from '../../../entities/runner/protocol.ts';
import { useRunner } from '../../../entities/runner/use-runner.ts';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeEditor } from '../../../ui/code-editor/index.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ExpandIcon } from '../../../ui/icons.tsx';
import { useOpenHint } from '../api/open-hint.ts';
import { useOpenSolution } from '../api/open-solution.ts';
import { useKeepStep, useStepReference } from '../api/project-step.ts';
import { resultOf, useReportResult } from '../api/report-result.ts';
import { useDraftAutosave } from '../hooks/use-draft-autosave.ts';
import { useExerciseFiles } from '../hooks/use-exercise-files.ts';
import { useFocusMode } from '../hooks/use-focus-mode.ts';
import { useStepOpening } from '../hooks/use-step-opening.ts';
import { CheckOutcome } from './check-outcome.tsx';
import { CONFIRM } from './confirm-texts.ts';
import { ExerciseActions } from './exercise-actions.tsx';
import { FileTabs } from './file-tabs.tsx';
import { FocusHeader } from './focus-header.tsx';
import { HintLadder } from './hint-ladder.tsx';
import { SaveStatus } from './save-status.tsx';
import { SolutionPanel } from './solution-panel.tsx';
import { keptState, StepBar } from './step-bar.tsx';

type TRunnable = Extract<TExerciseResponse, { canRun: true }>;

type TProps = Omit<TExerciseSlotProps, 'lessonId'> & {
  lessonId: string;
  exercise: TRunnable;
  /** A step's: the learner's project as the account holds it (null: not loaded, offline). */
  project: { files: TWorkspaceFile[]; revision: number } | null;
  /** The exercise's instructions (Markdown): Focus mode covers the panel that shows them. */
  instructions: string;
};

/** The editor with its file tabs, Run, Check, Reset and the solution; the preview and console. */
export function ExerciseWorkspace({
  lessonId,
  exercise,
  project,
  instructions,
  hasQuiz,
  onResult,
}: TProps) {
  const step = exercise.step ?? null;
  const { fromProject, opened, setOpened, note, setNote } = useStepOpening(exercise, project);
  const store = useExerciseFiles(
    () => exercise.draft?.files ?? fromProject ?? exercise.starterFiles,
  );
  const keep = useKeepStep(lessonId, step);
  const reference = useStepReference(lessonId, step);
  const [active, setActive] = useState(0);
  const [checks, setChecks] = useState<TCheckResult[] | null>(null);
  const [completed, setCompleted] = useState<boolean | null>(null);
  const [showSolution, setShowSolution] = useState(false);
  const [confirm, setConfirm] = useState<keyof typeof CONFIRM | null>(null);
  const preview = useRef<HTMLDivElement>(null);
  // The page the learner starts from shows once the preview comes into view, without a click;
  // never in place of a Run or Check asked for meanwhile (useRunner's preview).
  const runner = useRunner(preview, () => void runner.preview(store.current()));
  const layer = useRef<HTMLDivElement>(null);
  const focus = useFocusMode(layer);
  const [showInstructions, setShowInstructions] = useState(false);
  const report = useReportResult(lessonId);
  const hint = useOpenHint(lessonId);
  const recordSolutionOpen = useOpenSolution(lessonId);
  const autosave = useDraftAutosave(lessonId, store.current);
  // The runner is served by the server (/sandbox, decisions/019): offline, a downloaded lesson's
  // editor works and keeps drafts, but nothing can run.
  const online = useOnline();
  const id = useId();
  // Read at render, typing included: a render for another reason keeps what was typed.
  const files = store.current();
  const file = files[active] ?? files[0];
  const passed = exercise.result?.passed ?? false;
  const pointed = (checks ?? exercise.result?.checks ?? []).flatMap((c) =>
    !c.passed && c.hint ? [c.hint] : [],
  );
  const hintId = (n: number) => `${id}-hint-${n}`;
  // A check can point to a hint already opened: that one takes the focus, nothing is sent.
  const openHint = (n: number) =>
    exercise.hints.opened.some((h) => h.number === n)
      ? document.getElementById(hintId(n))?.focus()
      : hint.mutate(n);

  const run = useCallback((next: TExerciseFile[]) => runner.run(next), [runner.run]);

  async function check() {
    // The code in the editor now: what is checked, reported and (a step's) kept, whatever is
    // typed while the checks run.
    const checked = store.current();
    const result = await runner.check(checked, exercise.checks);
    if (!result) return;
    setChecks(result.checks);
    setCompleted(null);
    if (result.checks.length === 0) return;
    const outcome = resultOf(result.checks);
    report.mutate(outcome, {
      onSuccess: (standing) => {
        setCompleted(standing.completed);
        onResult({ passed: standing.result.passed, completed: standing.completed });
        // A passed step goes into the learner's project, as it passed.
        if (step && outcome.passed) keep.mutate(checked);
      },
    });
  }

  function replaceFiles(next: TExerciseFile[]) {
    store.replace(next);
    autosave.changed();
    setActive(0);
    setChecks(null);
    setConfirm(null);
    void run(next);
  }

  function takeReference() {
    setConfirm(null);
    reference.mutate(store.current(), {
      onSuccess: (workspace) => {
        replaceFiles(exerciseFilesOf(workspace.files) ?? exercise.starterFiles);
        setOpened('reference');
        setNote(null);
        keep.reset();
        showToast(
          'The reference code for this step is in the editor and in My project.',
          'success',
        );
      },
      onError: (error) => showToast(errorsOfSave(error).message, 'error'),
    });
  }

  const edit = (content: string) => {
    store.edit(active, content);
    autosave.changed();
  };

  if (!file) return null;
  const busy = runner.busy !== null;
  // What the last Check found: under the buttons, or in Focus mode beside the code, under the
  // preview, where it shows without scrolling the editor away.
  const results = (
    <>
      <CheckOutcome
        checks={checks}
        passedBefore={passed}
        completed={completed}
        hasQuiz={hasQuiz}
        stopped={runner.stopped}
        reportError={report.error}
        hints={{ count: exercise.hints.count, open: openHint }}
      />
      <HintLadder
        hints={exercise.hints}
        passed={passed}
        failedCount={exercise.result?.failedCount ?? 0}
        pointed={pointed}
        onOpen={openHint}
        idOf={hintId}
        opening={hint.isPending}
        error={hint.error}
      />
    </>
  );
  // Over the file tabs where they leave room, else (a phone) with Reset. Hidden, not removed, in
  // Focus mode: leaving it gives the button that was pressed the focus back.
  const focusButton = (className: string) => (
    <Button
      variant="ghost"
      className={`px-3 ${className}`}
      hidden={focus.on}
      onClick={focus.enter}
      aria-describedby={`${id}-focus-about`}
    >
      <ExpandIcon className="h-4 w-4" />
      Focus
    </Button>
  );
  const solution = showSolution && exercise.solutionFiles && (
    <SolutionPanel
      files={exercise.solutionFiles}
      onLoad={() => setConfirm('solution')}
      onClose={() => setShowSolution(false)}
    />
  );
  return (
    // One element in both modes: Focus changes its classes, so nothing in it remounts.
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal is set only with role="dialog"
    <div
      ref={layer}
      role={focus.on ? 'dialog' : undefined}
      aria-modal={focus.on || undefined}
      aria-label={focus.on ? 'Code exercise, Focus mode' : undefined}
      tabIndex={focus.on ? -1 : undefined}
      className={
        focus.on
          ? '@container fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white outline-none'
          : '@container'
      }
    >
      {focus.on && (
        <FocusHeader
          id={id}
          instructions={instructions}
          showInstructions={showInstructions}
          onToggleInstructions={() => setShowInstructions((shown) => !shown)}
          onLeave={focus.leave}
        />
      )}
      {step && (
        <StepBar
          step={step}
          opened={opened}
          note={note}
          kept={keptState(keep)}
          onReference={() => setConfirm('reference')}
          busy={reference.isPending || !online}
        />
      )}
      {/* Side by side only where each half has room for code (600 px and more): narrower, the
          editor and then the preview take the whole width, as Focus mode gives them. */}
      <div
        className={`grid border-slate-200 border-t @min-[75rem]:grid-cols-2 ${
          focus.on ? '@min-[75rem]:min-h-0 @min-[75rem]:flex-1' : ''
        }`}
      >
        <div
          className={`min-w-0 border-slate-200 @min-[75rem]:border-r ${
            focus.on ? '@min-[75rem]:overflow-y-auto' : ''
          }`}
        >
          <div className="flex items-end justify-between gap-3 border-slate-200 border-b bg-slate-50 px-2 pt-1 sm:px-4">
            <FileTabs
              names={files.map((f) => f.name)}
              active={active}
              onSelect={setActive}
              panelId={`${id}-editor`}
              idOf={(i) => `${id}-tab-${i}`}
            />
            {focusButton('mb-1 shrink-0 @max-md:hidden')}
            <span id={`${id}-focus-about`} hidden>
              The editor and the preview over the whole window
            </span>
          </div>
          <div id={`${id}-editor`} role="tabpanel" aria-labelledby={`${id}-tab-${active}`}>
            <CodeEditor
              value={file.content}
              language={file.language}
              onChange={edit}
              aria-label={`Code editor: ${file.name}`}
              aria-describedby={`${id}-keys`}
              className={focus.on ? 'h-[max(14rem,calc(100dvh-16rem))]' : 'h-80 lg:h-[26rem]'}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-slate-200 border-t px-4 py-2 text-xs">
            <p id={`${id}-keys`} className="text-slate-500">
              Tab indents. To leave the editor, press Esc, then Tab.
            </p>
            <SaveStatus status={autosave.status} />
          </div>
          <ExerciseActions
            onRun={() => run(store.current())}
            runDisabled={busy || !online}
            running={runner.busy === 'run'}
            onCheck={check}
            checkDisabled={runner.busy === 'check' || report.isPending || !online}
            checking={runner.busy === 'check'}
            reporting={report.isPending}
            onShowSolution={
              exercise.solutionFiles && !showSolution
                ? () => {
                    setShowSolution(true);
                    // For the author's Insights; the solution shows whatever the server says.
                    recordSolutionOpen();
                  }
                : null
            }
            onReset={() => setConfirm('reset')}
            focusButton={focusButton('@md:hidden')}
          />
          {!focus.on && results}
        </div>
        <div className={`flex min-w-0 flex-col ${focus.on ? '@min-[75rem]:overflow-y-auto' : ''}`}>
          <PreviewFrame
            frame={preview}
            level="h3"
            offline={
              online
                ? null
                : 'You are offline: Run, Check and the preview come back with the connection. Your code is kept on this device.'
            }
            className={focus.on ? 'h-[max(14rem,calc(100dvh-22rem))]' : 'h-72 lg:h-[22rem]'}
          />
          {focus.on && results}
          <ConsolePanel entries={runner.console} onClear={runner.clear} />
          {focus.on && solution}
        </div>
      </div>
      {!focus.on && solution}
      <ConfirmDialog
        open={confirm !== null}
        {...CONFIRM[confirm ?? 'reset']}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm === 'reference') return takeReference();
          replaceFiles(
            confirm === 'solution' && exercise.solutionFiles
              ? exercise.solutionFiles
              : exercise.starterFiles,
          );
        }}
      />
    </div>
  );
}
