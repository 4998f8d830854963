import { EXERCISE_LIMITS } from '@thinkbuild/core/exercise';
import {
  type TExerciseVerification,
  verificationProblems,
  verificationSubject,
} from '@thinkbuild/core/exercise-authoring';
import type { TExercise } from '@thinkbuild/core/schemas/exercise';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createRunner, type TRunner } from '../../../../entities/runner/client.ts';
import type { TRunResult } from '../../../../entities/runner/protocol.ts';

/** One Try: both runs, what they were for, and what stops it from verifying the exercise. */
export type TTried = {
  /** core's verificationSubject of the files and checks tried. */
  subject: string;
  solution: TRunResult;
  starter: TRunResult;
  problems: string[];
};

export type TTryState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; tried: TTried }
  | { phase: 'failed'; message: string };

const filesOf = (files: TExercise['starterFiles']) =>
  files.map(({ name, content }) => ({ name, content }));

const { checkName, checkMessage } = EXERCISE_LIMITS;

/**
 * The outcome the server is told about: each run's checks as the runner gave them, names and
 * messages cut to what the schema keeps (only whether each passed decides anything there).
 */
export const verificationOf = (tried: TTried): TExerciseVerification => {
  const clip = (checks: TRunResult['checks']) =>
    checks.map((c) => ({
      name: c.name.trim().slice(0, checkName) || 'Unnamed check',
      passed: c.passed,
      message: c.message.slice(0, checkMessage),
    }));
  return { solution: clip(tried.solution.checks), starter: clip(tried.starter.checks) };
};

/**
 * Try checks (docs/decisions/019, "Authoring"): runs the exercise's checks in the sandboxed
 * runner against the solution files, then the starter files. The runner's frame is made on the
 * first Try, in the element `frameHost` is given (kept off screen: its pages are laid out, so
 * checks of sizes and computed styles hold as they will for learners).
 */
export function useTryChecks() {
  const frameHost = useRef<HTMLDivElement>(null);
  const runner = useRef<TRunner | null>(null);
  const [state, setState] = useState<TTryState>({ phase: 'idle' });

  useEffect(
    () => () => {
      runner.current?.destroy();
      runner.current = null;
    },
    [],
  );

  const run = useCallback(async (exercise: TExercise): Promise<TTried | null> => {
    const host = frameHost.current;
    if (!host) return null;
    setState({ phase: 'running' });
    try {
      runner.current ??= createRunner(host, {
        title: 'Try checks page',
        className: 'h-[600px] w-[800px] border-0',
      });
      const solution = await runner.current.check(filesOf(exercise.solutionFiles), exercise.checks);
      const starter = await runner.current.check(filesOf(exercise.starterFiles), exercise.checks);
      const problems = verificationProblems({ solution: solution.checks, starter: starter.checks });
      const tried = { subject: verificationSubject(exercise), solution, starter, problems };
      setState({ phase: 'done', tried });
      return tried;
    } catch (error) {
      setState({
        phase: 'failed',
        message: error instanceof Error ? error.message : 'The checks could not run.',
      });
      return null;
    }
  }, []);

  return { frameHost, state, run, reset: () => setState({ phase: 'idle' }) };
}

export type TTryChecks = ReturnType<typeof useTryChecks>;
